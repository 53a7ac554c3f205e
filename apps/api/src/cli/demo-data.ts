import type { NewUser } from '../modules/users/repository';
import type { WordSense } from './sample-entries';

export const DEMO_PASSWORD = 'demo-password';

type DemoUser = Omit<NewUser, 'password' | 'emailVerified'>;
const email = (username: string) => `${username}@demo.contentplus.local`;
const person = (username: string, firstName: string, lastName: string, extra: Partial<DemoUser> = {}): DemoUser => ({
  username,
  email: email(username),
  profile: { firstName, lastName, timezone: 'Asia/Jakarta', phoneNumber: '+6281234567' + String(username.length).padStart(2, '0'), birthday: '1988-04-12', topic: 'Teaching' },
  ...extra,
});

export const demoUsers: DemoUser[] = [
  person('rina.owner', 'Rina', 'Wulandari', { official: true, verified: true, shortBio: 'Mathematics teacher in Bandung; builds practice games for grades 7–9.' }),
  person('budi.manager', 'Budi', 'Santoso', { verified: true, shortBio: 'Science coordinator and reviewer of lab-safety content.' }),
  person('sari.contrib', 'Sari', 'Lestari', { shortBio: 'English teacher who writes reading passages.' }),
  person('dewi.contrib', 'Dewi', 'Anggraini'),
  person('agus.teacher', 'Agus', 'Pratama', { shortBio: 'History teacher, loves timelines and maps.' }),
  { username: 'newbie.ade', email: email('newbie.ade') },
];

interface DemoChapter { name: string; completion: number; minigames: string[] }
interface DemoSubject {
  owner: string;
  name: string;
  description: string;
  category: string;
  adaptive: boolean;
  private: boolean;
  members: [string, 2 | 3][];
  chapters: DemoChapter[];
  /** What its sample entries are written from: each minigame gets its minimum of approved entries. */
  words?: WordSense[];
  /** Colour of the sample pictures. */
  tint?: string;
}

export const demoSubjects: DemoSubject[] = [
  {
    owner: 'rina.owner',
    name: 'Fractions for Grade 7',
    description: 'Equivalent fractions, comparing and ordering, and the four operations with fractions, practised through short games.',
    category: 'math-arithmetic',
    adaptive: false,
    private: false,
    members: [['budi.manager', 3], ['sari.contrib', 2]],
    chapters: [
      { name: 'What is a fraction?', completion: 100, minigames: ['word-hunter', 'picture-match'] },
      { name: 'Equivalent fractions', completion: 75, minigames: ['quick-pick'] },
      { name: 'Adding and subtracting fractions', completion: 50, minigames: ['gap-runner'] },
    ],
    tint: '#3b5bdb',
    words: [
      { word: 'numerator', definition: 'The number above the line in a fraction; it counts the parts taken.' },
      { word: 'denominator', definition: 'The number below the line in a fraction; it says how many equal parts make a whole.' },
      { word: 'half', definition: 'One of two equal parts of a whole.' },
      { word: 'quarter', definition: 'One of four equal parts of a whole.' },
      { word: 'third', definition: 'One of three equal parts of a whole.' },
      { word: 'equivalent', definition: 'Fractions that name the same amount, like 1/2 and 2/4.' },
      { word: 'simplify', definition: 'To divide the top and bottom of a fraction by the same number.' },
      { word: 'improper', definition: 'A fraction whose top number is bigger than its bottom number.' },
      { word: 'reciprocal', definition: 'The fraction turned upside down, like 3/4 and 4/3.' },
      { word: 'decimal', definition: 'A number written with a point, like 0.5 for one half.' },
      { word: 'whole', definition: 'All the parts of something together, like 4/4.' },
      { word: 'unit fraction', definition: 'A fraction with 1 as its top number, like 1/5.' },
    ],
  },
  {
    owner: 'rina.owner',
    name: 'Algebra Pathways',
    description: 'An adaptive course from patterns to linear equations; learners get the level that fits what they already know.',
    category: 'math-algebra',
    adaptive: true,
    private: false,
    members: [['dewi.contrib', 2]],
    chapters: [],
  },
  {
    owner: 'budi.manager',
    name: 'Lab Safety Basics',
    description: 'Symbols, equipment and safe habits in the school science laboratory.',
    category: 'sci-chemistry',
    adaptive: false,
    private: true,
    members: [['sari.contrib', 2]],
    chapters: [{ name: 'Hazard symbols', completion: 100, minigames: ['snapshot-quiz'] }],
    tint: '#e8590c',
    words: [
      { word: 'goggles', definition: 'Glasses that protect your eyes from splashes.' },
      { word: 'flammable', definition: 'Catches fire easily.' },
      { word: 'corrosive', definition: 'Can burn skin and eat away metal.' },
      { word: 'toxic', definition: 'Poisonous if swallowed, breathed in or touched.' },
      { word: 'fume hood', definition: 'A cabinet that pulls harmful gases away from you.' },
      { word: 'eyewash', definition: 'A station that rinses chemicals out of your eyes.' },
    ],
  },
  {
    owner: 'sari.contrib',
    name: 'Everyday English Conversations',
    description: 'Dialogues for greetings, shopping and travel, played as chat conversations.',
    category: 'lang-english',
    adaptive: false,
    private: false,
    members: [['rina.owner', 2]],
    chapters: [
      { name: 'Meeting new friends', completion: 100, minigames: ['new-friends'] },
      { name: 'At the market', completion: 100, minigames: ['market-day'] },
    ],
    tint: '#2f9e44',
    words: [
      { word: 'greeting', definition: 'What you say when you meet someone, like hello.' },
      { word: 'price', definition: 'How much money something costs.' },
      { word: 'change', definition: 'The money you get back when you pay too much.' },
      { word: 'receipt', definition: 'A paper that shows what you bought and paid.' },
      { word: 'neighbour', definition: 'A person who lives next to you.' },
      { word: 'bargain', definition: 'Something bought for less than it is usually worth.' },
    ],
  },
  {
    owner: 'agus.teacher',
    name: 'Indonesian Independence Timeline',
    description: 'Key events from 1908 to 1949, adaptive practice for junior high history.',
    category: 'soc-history',
    adaptive: true,
    private: true,
    members: [],
    chapters: [],
  },
];
