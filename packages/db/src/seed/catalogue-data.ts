export interface SeedCategory {
  key: string;
  name: string;
  icon: string;
  /** Words that describe the category, used to suggest it from a subject's title and description. */
  keywords?: string;
  subs: { key: string; name: string; icon: string; keywords?: string }[];
}

export interface SeedTeachingMaterial {
  key: string;
  name: string;
  logo: string;
}

export interface SeedGameModule {
  id: number;
  name: string;
}

export interface SeedMinigame {
  key: string;
  name: string;
  game_module_id: number;
  description: string;
  icon: string;
  screenshots: { doc?: string; chatbot?: string };
  video: { doc?: string; chatbot?: string };
  minimum_entries: number;
  is_doc: boolean;
  is_chatbot: boolean;
  teaching_materials: string[];
}

export interface SeedDiagnosticGame {
  key: string;
  game_module: 1 | 2 | 5 | 6 | null;
  name: string;
  description: string;
  categories: string[];
}

export interface SeedLegalPage {
  type: 'tos' | 'privacy' | 'cookie';
  page_name: string;
  content: string;
}

export interface SeedFaq {
  question: string;
  answer: string;
  image: string | null;
}

function category(key: string, name: string, subs: [key: string, name: string][]): SeedCategory {
  return {
    key,
    name,
    icon: `category-${key}.jpg`,
    keywords: categoryKeywords[key],
    subs: subs.map(([subKey, subName]) => ({ key: subKey, name: subName, icon: `subcategory-${subKey}.jpg`, keywords: categoryKeywords[subKey] })),
  };
}

/** Suggestion text per category and sub-category (matched against a new subject's title and description). */
const categoryKeywords: Record<string, string> = {
  'mathematics': 'maths math numbers calculation problem solving equations formulas',
  'math-arithmetic': 'arithmetic numbers counting addition subtraction multiplication division fractions decimals percentages integers place value times tables mental math ratio',
  'math-algebra': 'algebra equations linear quadratic variables expressions patterns functions graphs polynomials inequalities unknowns',
  'math-geometry': 'geometry shapes angles triangles circles area perimeter volume polygons symmetry coordinates pythagoras',
  'math-statistics': 'statistics probability data charts graphs mean median mode average chance dice surveys',
  'math-measurement': 'measurement length mass weight time clocks money units metric capacity temperature conversion',
  'science': 'science experiments laboratory nature scientific method investigation',
  'sci-biology': 'biology living things cells plants animals human body photosynthesis ecosystems genetics organs anatomy evolution',
  'sci-chemistry': 'chemistry elements atoms molecules reactions acids bases periodic table laboratory lab safety hazard symbols equipment substances mixtures chemicals',
  'sci-physics': 'physics forces motion energy electricity magnetism light sound waves gravity speed machines',
  'sci-earth-space': 'earth space planets solar system stars moon volcanoes earthquakes rocks weather climate astronomy',
  'sci-environment': 'environment ecology pollution recycling climate change conservation sustainability nature waste water',
  'languages': 'language vocabulary grammar reading writing speaking listening',
  'lang-english': 'english grammar vocabulary reading writing speaking conversation spelling tenses phonics dialogue pronunciation',
  'lang-indonesian': 'bahasa indonesia indonesian tata bahasa membaca menulis kosakata sastra puisi',
  'lang-arabic': 'arabic hijaiyah alphabet vocabulary grammar nahwu reading quran',
  'lang-mandarin': 'mandarin chinese hanzi pinyin characters tones vocabulary',
  'lang-japanese': 'japanese hiragana katakana kanji vocabulary grammar',
  'lang-regional': 'regional languages javanese sundanese balinese local dialect aksara',
  'social-studies': 'social studies society people places past',
  'soc-history': 'history historical events timeline independence war kingdoms colonial revolution heroes ancient civilisations',
  'soc-geography': 'geography maps countries continents provinces islands rivers mountains population climate regions',
  'soc-civics': 'civics citizenship government pancasila constitution law rights duties democracy election',
  'soc-sociology': 'sociology anthropology culture society community family social groups traditions',
  'arts': 'art culture creativity',
  'arts-visual': 'visual arts drawing painting colour color sketch design illustration sculpture',
  'arts-music': 'music songs rhythm melody notes instruments singing gamelan',
  'arts-performing': 'dance theatre theater drama acting performance traditional dance',
  'arts-crafts': 'crafts batik weaving handicraft pottery woodcarving traditional crafts',
  'computing': 'computer computing technology digital',
  'comp-programming': 'programming coding code algorithms python scratch javascript loops variables software',
  'comp-digital-literacy': 'digital literacy internet safety online privacy email typing office documents spreadsheets',
  'comp-robotics': 'robotics robots sensors motors arduino microcontroller automation',
  'comp-data': 'data information databases spreadsheets charts analysis information systems',
  'health-pe': 'health physical education pe body exercise',
  'health-sports': 'sports games football badminton volleyball basketball athletics rules team',
  'health-fitness': 'fitness movement exercise stretching strength endurance gymnastics',
  'health-nutrition': 'nutrition food healthy eating diet vitamins meals',
  'health-wellbeing': 'health wellbeing hygiene mental health sleep disease prevention puberty',
  'health-safety': 'first aid safety emergency injuries accident prevention',
  'religion-ethics': 'religion ethics values faith morals',
  'rel-islamic': 'islamic studies islam quran prayer fiqh hadith prophet akhlak',
  'rel-christian': 'christian studies bible jesus church christianity',
  'rel-hindu-buddhist': 'hindu buddhist hinduism buddhism temple dharma',
  'rel-ethics': 'ethics character values honesty respect responsibility kindness morals manners',
  'economics': 'economics business money market',
  'econ-basics': 'economics supply demand market prices goods services needs wants scarcity trade',
  'econ-accounting': 'accounting bookkeeping ledger journal balance sheet profit loss financial statements',
  'econ-entrepreneurship': 'entrepreneurship business startup marketing selling products small business plan',
  'econ-finance': 'personal finance money saving budgeting banking spending investment pocket money',
  'vocational': 'vocational skills work careers practical',
  'voc-agriculture': 'agriculture farming crops plants soil livestock fishery harvest gardening',
  'voc-culinary': 'culinary cooking recipes kitchen food preparation baking',
  'voc-tourism': 'tourism hospitality hotel travel guiding tourists customer service',
  'voc-automotive': 'automotive cars engines motorcycles vehicles repair mechanics',
  'voc-fashion': 'fashion textiles sewing clothing garments design fabrics',
};

export const categories: SeedCategory[] = [
  category('mathematics', 'Mathematics', [
    ['math-arithmetic', 'Numbers & Arithmetic'],
    ['math-algebra', 'Algebra'],
    ['math-geometry', 'Geometry'],
    ['math-statistics', 'Statistics & Probability'],
    ['math-measurement', 'Measurement'],
  ]),
  category('science', 'Science', [
    ['sci-biology', 'Biology'],
    ['sci-chemistry', 'Chemistry'],
    ['sci-physics', 'Physics'],
    ['sci-earth-space', 'Earth & Space'],
    ['sci-environment', 'Environmental Science'],
  ]),
  category('languages', 'Languages', [
    ['lang-english', 'English'],
    ['lang-indonesian', 'Bahasa Indonesia'],
    ['lang-arabic', 'Arabic'],
    ['lang-mandarin', 'Mandarin Chinese'],
    ['lang-japanese', 'Japanese'],
    ['lang-regional', 'Regional Languages'],
  ]),
  category('social-studies', 'Social Studies', [
    ['soc-history', 'History'],
    ['soc-geography', 'Geography'],
    ['soc-civics', 'Civics & Citizenship'],
    ['soc-sociology', 'Sociology & Anthropology'],
  ]),
  category('arts', 'Arts & Culture', [
    ['arts-visual', 'Visual Arts'],
    ['arts-music', 'Music'],
    ['arts-performing', 'Dance & Theatre'],
    ['arts-crafts', 'Traditional Crafts'],
  ]),
  category('computing', 'Computing', [
    ['comp-programming', 'Programming'],
    ['comp-digital-literacy', 'Digital Literacy'],
    ['comp-robotics', 'Robotics'],
    ['comp-data', 'Data & Information'],
  ]),
  category('health-pe', 'Health & PE', [
    ['health-sports', 'Sports & Games'],
    ['health-fitness', 'Fitness & Movement'],
    ['health-nutrition', 'Nutrition'],
    ['health-wellbeing', 'Health & Wellbeing'],
    ['health-safety', 'First Aid & Safety'],
  ]),
  category('religion-ethics', 'Religion & Ethics', [
    ['rel-islamic', 'Islamic Studies'],
    ['rel-christian', 'Christian Studies'],
    ['rel-hindu-buddhist', 'Hindu & Buddhist Studies'],
    ['rel-ethics', 'Ethics & Character'],
  ]),
  category('economics', 'Economics & Business', [
    ['econ-basics', 'Basic Economics'],
    ['econ-accounting', 'Accounting'],
    ['econ-entrepreneurship', 'Entrepreneurship'],
    ['econ-finance', 'Personal Finance'],
  ]),
  category('vocational', 'Vocational Skills', [
    ['voc-agriculture', 'Agriculture'],
    ['voc-culinary', 'Culinary Arts'],
    ['voc-tourism', 'Tourism & Hospitality'],
    ['voc-automotive', 'Automotive Technology'],
    ['voc-fashion', 'Fashion & Textiles'],
  ]),
];

function teachingMaterial(key: string, name: string): SeedTeachingMaterial {
  return { key, name, logo: `teaching-${key}.jpg` };
}

export const teachingMaterials: SeedTeachingMaterial[] = [
  teachingMaterial('vocabulary-drill', 'Vocabulary Drill'),
  teachingMaterial('reading-comprehension', 'Reading Comprehension'),
  teachingMaterial('conversation-practice', 'Conversation Practice'),
  teachingMaterial('quiz-rounds', 'Quiz Rounds'),
  teachingMaterial('picture-recognition', 'Picture Recognition'),
  teachingMaterial('open-answer', 'Open Answer'),
  teachingMaterial('listening-speaking', 'Listening & Speaking'),
];

export const gameModules: SeedGameModule[] = [
  { id: 1, name: 'Word with Definition and Hints' },
  { id: 2, name: 'Word Only' },
  { id: 4, name: 'Image and Word' },
  { id: 7, name: 'Image Quiz Rounds' },
  { id: 10, name: 'Passage with Wrong Options' },
  { id: 12, name: 'Keyword Answer on Image' },
  { id: 13, name: 'Open Response with Evaluation' },
  { id: 14, name: 'Keyword Question' },
  { id: 15, name: 'Picture Rounds' },
  { id: 16, name: 'Dialogue with Replies' },
  { id: 17, name: 'Passage with Wrong Options (Story)' },
  { id: 18, name: 'Open Response with Evaluation (Discussion)' },
  { id: 19, name: 'Reading Comprehension' },
  { id: 20, name: 'Image and Word (Spelling)' },
  { id: 21, name: 'Image and Word (Memory)' },
  { id: 22, name: 'Image and Word (Bubbles)' },
  { id: 23, name: 'Image and Word (Platformer)' },
  { id: 24, name: 'Image and Word (Reveal)' },
  { id: 25, name: 'Image and Word (Collection)' },
  { id: 26, name: 'Role-play Dialogue (Everyday)' },
  { id: 27, name: 'Role-play Dialogue (Travel)' },
  { id: 28, name: 'Role-play Dialogue (Social)' },
  { id: 29, name: 'Image Multiple Choice' },
  { id: 30, name: 'Speak and Listen' },
  { id: 99, name: 'Word with Definition and Hints (Adaptive)' },
];

type Platform = 'doc' | 'chatbot';

function minigame(
  key: string,
  name: string,
  gameModuleId: number,
  platforms: Platform[],
  minimumEntries: number,
  teachingMaterialKeys: string[],
  description: string,
): SeedMinigame {
  const screenshots: SeedMinigame['screenshots'] = {};
  const video: SeedMinigame['video'] = {};
  for (const platform of platforms) {
    screenshots[platform] = `minigame-${key}-${platform}.jpg`;
    video[platform] = `https://videos.example.org/minigames/${key}/${platform}-walkthrough.mp4`;
  }
  return {
    key,
    name,
    game_module_id: gameModuleId,
    description,
    icon: `minigame-${key}.jpg`,
    screenshots,
    video,
    minimum_entries: minimumEntries,
    is_doc: platforms.includes('doc'),
    is_chatbot: platforms.includes('chatbot'),
    teaching_materials: teachingMaterialKeys,
  };
}

export const minigames: SeedMinigame[] = [
  minigame('word-hunter', 'Word Hunter', 1, ['doc', 'chatbot'], 10, ['vocabulary-drill'],
    'Players read a definition and unlock up to three hints to track down the hidden word. The fewer hints they use, the more points they earn.'),
  minigame('letter-drop', 'Letter Drop', 2, ['doc'], 15, ['vocabulary-drill'],
    'Letters tumble down the screen and players catch them in the right order to spell each word before the tiles hit the floor.'),
  minigame('picture-match', 'Picture Match', 4, ['doc', 'chatbot'], 10, ['picture-recognition', 'vocabulary-drill'],
    'A picture appears and players choose or type the word that names it. Great for building everyday vocabulary with young learners.'),
  minigame('snapshot-quiz', 'Snapshot Quiz', 7, ['doc'], 8, ['quiz-rounds', 'picture-recognition'],
    'Each image comes with four rounds of multiple-choice questions that get harder as players go. Clear all four rounds to collect the snapshot.'),
  minigame('gap-runner', 'Gap Runner', 10, ['doc'], 10, ['reading-comprehension', 'vocabulary-drill'],
    'A runner dashes through a short passage and jumps onto the platform carrying the missing word. Wrong platforms crumble away.'),
  minigame('picture-talk', 'Picture Talk', 12, ['doc', 'chatbot'], 8, ['picture-recognition', 'open-answer', 'listening-speaking'],
    'Players look at an image and answer a question about it in their own words. Answers are scored on the key words they include.'),
  minigame('think-tank', 'Think Tank', 13, ['chatbot'], 5, ['open-answer'],
    'The chatbot poses an open question and players write a full response. The reply is checked against the evaluation criteria set by the teacher.'),
  minigame('keyword-catcher', 'Keyword Catcher', 14, ['doc', 'chatbot'], 10, ['conversation-practice', 'open-answer'],
    'Players answer a question in a sentence and earn a star for every target keyword they use correctly.'),
  minigame('gallery-rush', 'Gallery Rush', 15, ['doc'], 8, ['picture-recognition', 'quiz-rounds'],
    'Walk through a gallery of pictures grouped by topic and race the clock through four question rounds for each picture.'),
  minigame('talk-town', 'Talk Town', 16, ['doc', 'chatbot'], 5, ['conversation-practice'],
    'Players chat with the residents of Talk Town, picking the right line at each turn of a five-step dialogue to keep the conversation going.'),
  minigame('story-fixer', 'Story Fixer', 17, ['chatbot'], 10, ['reading-comprehension'],
    'The chatbot tells a short story with words missing. Players repair it by choosing the right word for every gap.'),
  minigame('debate-club', 'Debate Club', 18, ['chatbot'], 5, ['open-answer', 'conversation-practice'],
    'Players argue their point of view on a discussion question. Their reasoning, grammar and variety of words are evaluated after each answer.'),
  minigame('reading-quest', 'Reading Quest', 19, ['doc', 'chatbot'], 5, ['reading-comprehension'],
    'An adventure map where every stop is a reading passage. Answer the comprehension questions to unlock the path to the next stop.'),
  minigame('spelling-bee', 'Spelling Bee', 20, ['doc'], 12, ['vocabulary-drill', 'picture-recognition'],
    'A busy bee shows a picture and players fill the honeycomb with letters to spell its name. Every correct word adds honey to the hive.'),
  minigame('memory-flip', 'Memory Flip', 21, ['doc'], 12, ['picture-recognition'],
    'Classic memory cards: flip two at a time and match every picture with its word in as few moves as possible.'),
  minigame('word-bubbles', 'Word Bubbles', 22, ['doc'], 10, ['vocabulary-drill'],
    'Words float up in bubbles around a picture. Pop the bubble with the matching word before it drifts off the screen.'),
  minigame('rocket-words', 'Rocket Words', 23, ['doc'], 10, ['picture-recognition', 'vocabulary-drill'],
    'Fuel a rocket by jumping onto the platforms that carry the right word for each picture. Reach orbit by completing the level.'),
  minigame('treasure-dig', 'Treasure Dig', 24, ['doc', 'chatbot'], 10, ['picture-recognition'],
    'Dig away tiles one by one to reveal a hidden picture. Guess the word early to keep more of the treasure.'),
  minigame('sticker-album', 'Sticker Album', 25, ['doc', 'chatbot'], 15, ['picture-recognition', 'vocabulary-drill'],
    'Name pictures to earn stickers and fill a themed album page by page. Complete a page to unlock a shiny bonus sticker.'),
  minigame('market-day', 'Market Day', 26, ['doc', 'chatbot'], 5, ['conversation-practice'],
    'A role-play at the traditional market: greet the sellers, ask for prices and bargain politely to complete the shopping list.'),
  minigame('travel-buddy', 'Travel Buddy', 27, ['chatbot'], 5, ['conversation-practice'],
    'The chatbot plays a friendly traveller. Players help with directions, tickets and hotel check-ins by choosing what to say next.'),
  minigame('new-friends', 'New Friends', 28, ['chatbot'], 5, ['conversation-practice'],
    'Meet a new classmate in a chat conversation. Players introduce themselves, ask questions and keep the talk friendly and natural.'),
  minigame('quick-pick', 'Quick Pick', 29, ['doc', 'chatbot'], 10, ['quiz-rounds', 'picture-recognition'],
    'One picture, one question, four answers. Players pick fast to build a streak and double their points.'),
  minigame('say-it', 'Say It!', 30, ['doc', 'chatbot'], 10, ['listening-speaking', 'conversation-practice'],
    'Players listen to a question about a picture and answer out loud. Speech recognition checks the answer and reads feedback back to them.'),
  minigame('crossword-climb', 'Crossword Climb', 99, ['doc'], 20, ['vocabulary-drill'],
    'Solve crossword clues built from definitions and hints to climb the tower. The puzzle adapts to each learner\'s level.'),
];

export const diagnosticGames: SeedDiagnosticGame[] = [
  {
    key: 'word-pool',
    game_module: 1,
    name: 'Word Pool',
    description: 'Learners pick every word from the pool that belongs to the topic, showing how much of the core vocabulary they already know.',
    categories: ['Everyday Objects', 'Animals', 'Food & Drink', 'Family & People', 'Places in Town', 'Jobs', 'Weather & Seasons'],
  },
  {
    key: 'category-catch',
    game_module: 2,
    name: 'Category Catch',
    description: 'Words fly past and learners catch only those that fit the category, revealing which concepts they can already classify.',
    categories: ['Nouns', 'Verbs', 'Adjectives', 'Living Things', 'Materials', 'Shapes & Numbers'],
  },
  {
    key: 'sentence-builder',
    game_module: 5,
    name: 'Sentence Builder',
    description: 'A sentence is cut into pieces and shuffled. Learners put the pieces back in order to show their grasp of sentence structure.',
    categories: ['Simple Present', 'Simple Past', 'Future Plans', 'Questions', 'Negative Sentences', 'Compound Sentences', 'Instructions'],
  },
  {
    key: 'quick-read',
    game_module: 6,
    name: 'Quick Read',
    description: 'A short passage followed by one question. Learners choose the correct answer to show how well they read for meaning.',
    categories: ['Main Idea', 'Supporting Details', 'Inference', 'Vocabulary in Context', 'Sequence of Events', 'Cause and Effect'],
  },
  {
    key: 'fill-the-gap',
    game_module: null,
    name: 'Fill the Gap',
    description: 'Learners complete a sentence by choosing the correct word among distractors, giving a quick picture of their starting level.',
    categories: ['Number Facts', 'Science Facts', 'Grammar', 'Vocabulary', 'Definitions', 'History & Geography', 'General Knowledge', 'Everyday Life'],
  },
];

const tosContent = [
  '<p><em>Last updated: 1 July 2025</em></p>',
  '<p>Welcome to Content+. These Terms of Service ("Terms") govern your access to and use of the Content+ authoring portal, its administration tools and the learning content delivered through the companion game app and chatbot (together, the "Service"). By creating an account or using the Service you agree to these Terms. If you do not agree, please do not use the Service.</p>',
  '<h2>1. Who we are</h2>',
  '<p>Content+ is an online platform that lets teachers, schools and other educators write, review and publish question entries for educational minigames. In these Terms, "we", "us" and "our" refer to the Content+ team that operates the Service, and "you" refers to the person using it.</p>',
  '<h2>2. Eligibility and accounts</h2>',
  '<p>You must be at least 17 years old, or the age of majority where you live, to create an authoring account. Learners who play published games do not need an authoring account and are covered by the policies of the school or organisation that gives them access.</p>',
  '<ul><li>Provide accurate information when you sign up and when you complete your profile.</li><li>Keep your password confidential and do not share your account with others.</li><li>Tell us promptly at <a href="mailto:support@contentplus.example">support@contentplus.example</a> if you believe your account has been used without permission.</li></ul>',
  '<p>You are responsible for all activity that takes place under your account. You may sign up with an e-mail address or with a supported third-party sign-in provider; in the latter case the provider\'s own terms also apply.</p>',
  '<h2>3. Subjects, roles and collaboration</h2>',
  '<p>Content on Content+ is organised into subjects. The person who creates a subject is its <strong>owner</strong>. Owners can invite contributors and promote them to <strong>manager</strong>. Owners and managers can approve or decline entries written by contributors, and only the owner can request publication of a subject.</p>',
  '<p>When you accept an invitation or request access to a subject, you agree to follow any reasonable instructions the owner gives about the subject\'s content, and you understand that the owner or a manager may edit, decline or remove your entries.</p>',
  '<h2>4. Your content</h2>',
  '<p>You keep ownership of the questions, passages, images and other material you submit ("Your Content"). By submitting Your Content you grant us a worldwide, non-exclusive, royalty-free licence to host, store, reproduce, adapt (for example, to resize images or format text for a platform), display and distribute it for the purpose of operating the Service and delivering published subjects to learners through the game app and the chatbot.</p>',
  '<p>For subjects you contribute to, you also grant the subject owner and its managers the right to edit, reorganise and publish your entries as part of that subject. This licence continues for content that has already been published, even if you later leave the subject or close your account.</p>',
  '<h2>5. Content standards</h2>',
  '<p>Content+ is used by children and young people. Everything you submit must be appropriate for learners of the age group the subject is intended for. You must not submit content that:</p>',
  '<ul><li>is unlawful, hateful, discriminatory, violent, sexually explicit or otherwise harmful to minors;</li><li>infringes copyright, trademarks or other rights of any person, including images copied from the internet without permission;</li><li>contains personal data about learners or other people without a lawful basis;</li><li>contains advertising, spam, malware or links to unsafe websites;</li><li>deliberately teaches false information.</li></ul>',
  '<p>When you use a passage from a web article or a textbook, record its source accurately in the source fields provided. Automated checks may flag inappropriate words, but you remain responsible for what you submit.</p>',
  '<h2>6. Review and publishing</h2>',
  '<p>Subjects are published to the game app and the chatbot only after a publication request has been reviewed by our team. Review normally takes up to <strong>7 working days</strong>. We may approve a request, ask for changes or decline it, and we may verify subjects and accounts that meet our quality guidelines. Publication does not mean that we endorse the content or guarantee its accuracy.</p>',
  '<h2>7. Acceptable use of the Service</h2>',
  '<p>You agree not to misuse the Service. In particular, you must not attempt to access accounts or subjects you have not been given access to, interfere with the Service\'s security or performance, scrape or harvest data, use automated means to create accounts or entries in bulk, or resell access to the Service without our written permission.</p>',
  '<h2>8. Generated content</h2>',
  '<p>Some features, such as automatic question generation for reading passages, use automated tools to suggest content. Suggestions may contain mistakes. Review every generated question and answer before you save or publish it; once saved, it is treated as Your Content.</p>',
  '<h2>9. Suspension and termination</h2>',
  '<p>We may suspend or ban an account, remove content or delete a subject if we reasonably believe these Terms have been broken, if required by law, or to protect learners or other users. Where appropriate we will tell you why through a notification or by e-mail. You may stop using the Service at any time and may ask us to close your account by contacting support.</p>',
  '<h2>10. Availability and changes to the Service</h2>',
  '<p>We work to keep the Service available and secure, but we do not guarantee that it will be uninterrupted or error-free. We may add, change or remove features, minigames and teaching formats. When a minigame is retired we will try to give owners reasonable notice so they can move their content.</p>',
  '<h2>11. Disclaimers and limitation of liability</h2>',
  '<p>The Service is provided "as is" and "as available". To the extent permitted by law, we are not liable for indirect or consequential losses, loss of data or loss of profits arising from your use of the Service. Nothing in these Terms limits any liability that cannot be limited under applicable law.</p>',
  '<h2>12. Changes to these Terms</h2>',
  '<p>We may update these Terms from time to time. If a change is significant we will notify you in the portal or by e-mail before it takes effect. Continuing to use the Service after the effective date means you accept the updated Terms.</p>',
  '<h2>13. Governing law and contact</h2>',
  '<p>These Terms are governed by the laws of the Republic of Indonesia, without prejudice to any mandatory consumer protection rights you have where you live. Questions about these Terms can be sent through the <a href="/contact">Contact Us</a> page or to <a href="mailto:legal@contentplus.example">legal@contentplus.example</a>.</p>',
].join('\n');

const privacyContent = [
  '<p><em>Last updated: 1 July 2025</em></p>',
  '<p>This Privacy Policy explains what personal data Content+ collects when you use the authoring portal, why we collect it, how long we keep it and the choices you have. We process personal data in line with Indonesia\'s Personal Data Protection Law (Law No. 27 of 2022) and, where it applies, the EU General Data Protection Regulation.</p>',
  '<h2>1. Scope</h2>',
  '<p>This policy covers educators, contributors and other people who create an account on Content+ or contact us. Learners who play published games through the game app or the chatbot are covered by the privacy notice of that app and by the school or organisation that provides it.</p>',
  '<h2>2. Data we collect from you</h2>',
  '<ul><li><strong>Account data:</strong> e-mail address, username and password (stored only as a secure hash).</li><li><strong>Profile data:</strong> first and last name, phone number, birthday, timezone, preferred topic, avatar picture and a short bio.</li><li><strong>Content and activity:</strong> the subjects, chapters, topics and entries you create or edit, review decisions and comments, and the history of changes shown on your activity page.</li><li><strong>Support messages:</strong> the topic, message and any screenshots you send through the Contact Us form.</li></ul>',
  '<h2>3. Data we collect automatically</h2>',
  '<p>When you use the portal we record technical information such as your IP address, browser type, device information, the pages you visit and the time of each request. During profile completion we suggest a timezone from the settings of your own browser; your IP address is not sent to any geolocation service, and you can always change the suggestion.</p>',
  '<h2>4. Data from third parties</h2>',
  '<p>If you choose to sign up or log in with Google, we receive your name, e-mail address and profile picture from Google, as allowed by your Google account settings. We do not receive your Google password.</p>',
  '<h2>5. How we use your data</h2>',
  '<ul><li>To create and run your account and keep you signed in.</li><li>To show your name, username and avatar to other collaborators on subjects you own or contribute to, and on your public profile.</li><li>To send service e-mails such as verification links, password resets, invitations and notifications about reviews, tasks and publishing.</li><li>To review publication requests, verify accounts and keep the platform safe for learners.</li><li>To answer support requests and improve the Service, using aggregated statistics wherever possible.</li></ul>',
  '<h2>6. Legal bases</h2>',
  '<p>We process your data to perform our contract with you (providing the Service), to comply with legal obligations, on the basis of our legitimate interests in operating a safe and reliable platform, and on the basis of your consent where we ask for it, for example for optional analytics cookies. You may withdraw consent at any time.</p>',
  '<h2>7. What other users can see</h2>',
  '<p>Your username, avatar, short bio, the subjects you own or contribute to and your activity history are visible to other signed-in users on your profile page. Your e-mail address is visible to the owners and managers of subjects you are invited to or contribute to. Private subjects are only visible to invited contributors and assigned groups.</p>',
  '<h2>8. Sharing with service providers</h2>',
  '<p>We share personal data only with providers that help us run the Service, such as hosting, e-mail delivery and error monitoring companies, under contracts that require them to protect it. We do not sell personal data and we do not use it for third-party advertising. We may disclose data when required by law or to protect the safety of learners and users.</p>',
  '<h2>9. International transfers</h2>',
  '<p>Our servers and some of our providers may be located outside your country. When we transfer personal data abroad we make sure an adequate level of protection is in place, for example through contractual safeguards.</p>',
  '<h2>10. How long we keep data</h2>',
  '<p>We keep account and profile data for as long as your account is active. If you close your account we delete or anonymise your profile within 90 days, except where we must keep information for legal reasons. Entries you contributed to published subjects may remain in those subjects, attributed to an anonymised contributor.</p>',
  '<h2>11. Security</h2>',
  '<p>We use encrypted connections (HTTPS), hashed passwords, access controls and regular backups to protect your data. No system is perfectly secure, so please use a strong, unique password and let us know straight away if you suspect any unauthorised access.</p>',
  '<h2>12. Your rights</h2>',
  '<p>Depending on where you live, you have the right to access, correct, delete or receive a copy of your personal data, to object to or restrict certain processing, and to withdraw consent. You can update most profile information yourself under <strong>Profile Setting</strong>. For other requests contact us at <a href="mailto:privacy@contentplus.example">privacy@contentplus.example</a>. You may also lodge a complaint with your data protection authority.</p>',
  '<h2>13. Children</h2>',
  '<p>Authoring accounts are intended for adults. We do not knowingly create authoring accounts for children. Please never include learners\' personal data, such as names, photos or contact details, in question entries.</p>',
  '<h2>14. Changes and contact</h2>',
  '<p>We will post any changes to this policy on this page and, for significant changes, notify you in the portal or by e-mail. If you have questions, write to <a href="mailto:privacy@contentplus.example">privacy@contentplus.example</a> or use the <a href="/contact">Contact Us</a> page.</p>',
].join('\n');

const cookieContent = [
  '<p><em>Last updated: 1 July 2025</em></p>',
  '<p>This Cookie Policy explains how Content+ uses cookies and similar technologies, such as your browser\'s local storage, when you visit the authoring portal. It should be read together with our <a href="/privacy">Privacy Policy</a>.</p>',
  '<h2>1. What are cookies?</h2>',
  '<p>Cookies are small text files that a website stores on your device. Local storage is a similar feature that lets a website keep information in your browser. Both help a site remember who you are and what you were doing, so that you do not have to start again on every page.</p>',
  '<h2>2. Strictly necessary</h2>',
  '<p>These are required for the portal to work and cannot be switched off. They include:</p>',
  '<ul><li><strong>Session data:</strong> an encrypted record of your signed-in session, so that you stay logged in while you move between pages. It is removed when you log out.</li><li><strong>Security tokens:</strong> used to protect forms and requests against misuse.</li><li><strong>Load balancing:</strong> used to route your requests to an available server.</li></ul>',
  '<h2>3. Functional storage</h2>',
  '<p>We keep unsaved work in your browser so that it is not lost if the page is closed by accident. Examples are the draft of a new subject in the creation wizard and a reading-comprehension passage you are building. This information stays on your device and is cleared after you save, submit to the generation queue or cancel.</p>',
  '<h2>4. Preferences</h2>',
  '<p>Preference storage remembers choices such as the number of rows shown per page in entry tables and whether "Show on review content only" is switched on. Without it the portal still works, but these settings return to their defaults.</p>',
  '<h2>5. Analytics</h2>',
  '<p>With your consent we use analytics cookies to count page views and understand which features are used, for example how many people complete the subject wizard. The reports we see are aggregated and do not identify you. You can decline or withdraw consent at any time.</p>',
  '<h2>6. Third-party cookies</h2>',
  '<p>Some features are provided by other companies that may set their own cookies:</p>',
  '<ul><li><strong>Google Sign-In</strong>, if you choose to log in with your Google account.</li><li><strong>Embedded videos</strong> on the landing page and in minigame previews.</li><li><strong>The math keyboard helper</strong>, which opens an embedded external page.</li></ul>',
  '<p>These providers process data according to their own policies, which we encourage you to read.</p>',
  '<h2>7. How long cookies last</h2>',
  '<p>Session data lasts until you log out or your session expires. Preference storage is kept until you clear it. Analytics cookies expire after at most 13 months.</p>',
  '<h2>8. Managing cookies</h2>',
  '<p>You can block or delete cookies and local storage in your browser settings. The help pages of most browsers explain how. Please note that blocking strictly necessary storage will prevent you from logging in, and clearing local storage will remove any unsaved drafts.</p>',
  '<h2>9. Changes to this policy</h2>',
  '<p>If we add new cookies or change how we use them, we will update this page and the date at the top. Where the change requires your consent, we will ask for it again.</p>',
  '<h2>10. Contact</h2>',
  '<p>Questions about cookies can be sent to <a href="mailto:privacy@contentplus.example">privacy@contentplus.example</a> or through our <a href="/contact">Contact Us</a> page.</p>',
].join('\n');

export const legalPages: SeedLegalPage[] = [
  { type: 'tos', page_name: 'Terms of Service', content: tosContent },
  { type: 'privacy', page_name: 'Privacy Policy', content: privacyContent },
  { type: 'cookie', page_name: 'Cookie Policy', content: cookieContent },
];

export const faqs: SeedFaq[] = [
  {
    question: 'How do I create a new subject?',
    answer: 'Open My Subjects and choose Create Subject. The wizard has four steps: Basic Information (name and description), Choose Category (pick a category and, if it has any, a sub-category), Prerequisite Subject (optional) and Cover Image. Your progress is kept in the browser until you press Create Subject, so you can come back and finish later.',
    image: 'faq-subject-wizard.jpg',
  },
  {
    question: 'What is the difference between a normal subject and an adaptive subject?',
    answer: 'A normal subject is organised into chapters, and each chapter contains one or more minigames that learners play in order. An adaptive subject is organised into modules, levels and topics; learners are placed at the right level and the games adapt to their progress. Adaptive subjects can also have a diagnostic test that measures the starting level.',
    image: null,
  },
  {
    question: 'How do I add a chapter and choose minigames?',
    answer: 'On the Content tab of your subject, choose Add Chapter. Give the chapter a title, set the completion percentage learners need to pass, choose a teaching format and then pick a minigame that supports it. In the last step you can add your first entries and open a preview before saving.',
    image: null,
  },
  {
    question: 'How do I invite other teachers to contribute?',
    answer: 'Owners and managers can open the Contributor tab of a subject and choose Invite. Type one or more e-mail addresses (press Enter or a comma after each) and send the invitation. Invited people appear as Invited until they accept. You can later promote a contributor to manager, demote a manager or remove a contributor.',
    image: null,
  },
  {
    question: 'Why are my entries marked "On Review"?',
    answer: 'Entries saved by contributors are kept as drafts until an owner or manager of the subject approves them. Entries saved by owners and managers are stored directly. If an entry is declined, the reviewer\'s comment is shown in its history so you can improve it and submit again.',
    image: null,
  },
  {
    question: 'How do I review entries submitted by contributors?',
    answer: 'Open Task in the top menu to see every entry waiting for review across all the subjects you manage. You can also switch on "Show on review content only" in a minigame\'s entry list. Compare the changes, then approve the entry or decline it with a short comment for the contributor.',
    image: null,
  },
  {
    question: 'How long does it take to publish a subject?',
    answer: 'When the owner requests publication, the subject is checked by our review team. This takes up to 7 working days, and the publish button shows ON REVIEW in the meantime. Before you request, make sure every minigame has reached its minimum number of valid entries and that your subject has a cover image.',
    image: null,
  },
  {
    question: 'What do the doc and chatbot platforms mean?',
    answer: 'Content+ publishes to two places. Doc is the game app, where learners play colourful minigames on a phone or tablet. Chatbot is a messaging assistant that asks the questions in a conversation. Each minigame shows which platforms it supports; some, such as open-response and role-play dialogue games, are made especially for the chatbot.',
    image: 'faq-platforms.jpg',
  },
  {
    question: 'How many entries does a minigame need?',
    answer: 'Every minigame has a minimum number of entries, shown in the banner above its entry list. The banner tells you how many questions are still missing and how many are waiting for review. A subject can only be published when all of its minigames have enough approved entries.',
    image: null,
  },
  {
    question: 'How do I change my profile picture or password?',
    answer: 'Open the user menu, choose Profile and then Profile Setting. There you can update your short bio, contact links and avatar (JPEG, up to 2 MB), resend the verification e-mail and change your password. If you forgot your password, use Forgot Password on the login page to receive a reset link by e-mail.',
    image: null,
  },
];
