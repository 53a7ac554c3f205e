import { z } from 'zod';
import { pageNumberSchema } from './fields';

/**
 * Subject activity history (spec 1 §3 "Activity item", spec 3 §4). Numbers 4, 5, 9, 10, 20, 21, 22,
 * 23 and 25 are fixed by spec 3; 8 and 24 stay unused; the rest are ours (docs/decisions.md).
 * An unknown number falls back to the demoted-to-contributor wording.
 */
export const ACTIVITY = {
  subjectCreated: 1,
  subjectRenamed: 2,
  subjectDescriptionChanged: 3,
  subjectSetPrivate: 4,
  subjectSetPublic: 5,
  subjectCoverChanged: 6,
  subjectPrerequisitesChanged: 7,
  // 8 is unused
  beganContributing: 9,
  stoppedContributing: 10,
  chapterCreated: 11,
  chapterRenamed: 12,
  chapterDeleted: 13,
  minigameAdded: 14,
  minigameDeleted: 15,
  entryAdded: 16,
  entryEdited: 17,
  entryDeleted: 18,
  entryApproved: 19,
  subjectPublished: 20,
  completionChanged: 21,
  minigameHidden: 22,
  promotedToManager: 23,
  // 24 is unused
  minigameUnhidden: 25,
  demotedToContributor: 26,
  entryDeclined: 27,
  levelAssigned: 28,
  levelDeleted: 29,
  levelHidden: 30,
  levelUnhidden: 31,
  topicAdded: 32,
  topicRenamed: 33,
  topicDeleted: 34,
  minigameExcluded: 35,
  minigameIncluded: 36,
  diagnosticEntriesAdded: 37,
  diagnosticEntriesEdited: 38,
  diagnosticEntriesDeleted: 39,
  diagnosticEntriesApproved: 40,
  diagnosticEntriesDeclined: 41,
  topicsMoved: 42,
  topicsMoveUndone: 43,
  entriesMoved: 44,
  entriesMoveUndone: 45,
  subjectCategoryChanged: 46,
  publishRequested: 47,
  levelCreated: 48,
  levelRenamed: 49,
  contributorRemoved: 50,
} as const;

export type ActivityTypeName = keyof typeof ACTIVITY;
export type ActivityType = (typeof ACTIVITY)[ActivityTypeName];

export const ACTIVITY_CATEGORIES = ['question', 'mini_game', 'subject', 'other'] as const;
export type ActivityCategory = (typeof ACTIVITY_CATEGORIES)[number];

const placeSchema = z.object({
  topic_name_tree: z.string().optional(),
  module_name: z.string().optional(),
  subject_module_level_name: z.string().optional(),
  number_of_entries: z.number().int().optional(),
});

/** Every field is optional: each type fills the ones its wording needs. */
export const activityInfoSchema = z.object({
  subject_name: z.string().optional(),
  old_subject_name: z.string().optional(),
  new_subject_name: z.string().optional(),
  chapter_id: z.number().int().optional(),
  chapter_name: z.string().optional(),
  old_chapter_name: z.string().optional(),
  new_chapter_name: z.string().optional(),
  chapter_mini_game_id: z.number().int().optional(),
  mini_game_name: z.string().optional(),
  subject_code: z.string().optional(),
  question_id: z.number().int().optional(),
  number_of_entry: z.number().int().optional(),
  level_name: z.string().optional(),
  module_name: z.string().optional(),
  topic_name_tree: z.string().optional(),
  old_topic_name_tree: z.string().optional(),
  new_topic_name_tree: z.string().optional(),
  game_name: z.string().optional(),
  affected_username: z.string().optional(),
  origin: placeSchema.optional(),
  destination: placeSchema.optional(),
  /** Ours: the category now chosen (type 46), the publish version asked for (type 47). */
  category_name: z.string().optional(),
  version: z.number().int().optional(),
});
export type ActivityInfo = z.infer<typeof activityInfoSchema>;

export const activityItemSchema = z.object({
  type: z.number().int().min(1).max(50),
  category: z.enum(ACTIVITY_CATEGORIES),
  time: z.string(),
  username: z.string().nullable(),
  is_me: z.boolean(),
  identifier: z.string().nullable(),
  info: activityInfoSchema,
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

/** Activity history page size (spec 1 §9); Load More ends when a page returns fewer. */
export const ACTIVITY_PAGE_SIZE = 10;

export const activityHistoryBodySchema = z.strictObject({
  page: pageNumberSchema.default(1),
  n: z.number().int().min(1).max(50).default(ACTIVITY_PAGE_SIZE),
});
export type ActivityHistoryBody = z.infer<typeof activityHistoryBodySchema>;

interface ActivityDefinition {
  category: ActivityCategory;
  /** The sentence after the actor's name, e.g. `renamed subject "A" to "B"`. */
  text: (info: ActivityInfo) => string;
}

const q = (value: string | undefined, fallback = 'a subject') => (value ? `"${value}"` : fallback);
const entries = (n: number | undefined) => (n === undefined ? 'entries' : `${n} ${n === 1 ? 'entry' : 'entries'}`);
const inChapter = (i: ActivityInfo) => (i.chapter_name ? ` in chapter "${i.chapter_name}"` : '');
const inTopic = (i: ActivityInfo) => (i.topic_name_tree ? ` in topic "${i.topic_name_tree}"` : '');
const place = (p: ActivityInfo['origin']) =>
  p ? [p.module_name, p.subject_module_level_name, p.topic_name_tree].filter(Boolean).join(' › ') || 'another place' : 'another place';

const demoted: ActivityDefinition = {
  category: 'other',
  text: (i) => `demoted ${i.affected_username ?? 'a member'} to Contributor in ${q(i.subject_name)}`,
};

export const ACTIVITY_DEFINITIONS: Record<ActivityType, ActivityDefinition> = {
  1: { category: 'subject', text: (i) => `created subject ${q(i.subject_name)}` },
  2: { category: 'subject', text: (i) => `renamed subject ${q(i.old_subject_name)} to ${q(i.new_subject_name)}` },
  3: { category: 'subject', text: (i) => `changed the description of ${q(i.subject_name)}` },
  4: { category: 'subject', text: (i) => `set ${q(i.subject_name)} to private` },
  5: { category: 'subject', text: (i) => `set ${q(i.subject_name)} to public` },
  6: { category: 'subject', text: (i) => `changed the cover image of ${q(i.subject_name)}` },
  7: { category: 'subject', text: (i) => `changed the prerequisite subjects of ${q(i.subject_name)}` },
  9: { category: 'other', text: (i) => `began contributing to ${q(i.subject_name)}` },
  10: { category: 'other', text: (i) => `stopped contributing to ${q(i.subject_name)}` },
  11: { category: 'subject', text: (i) => `created chapter ${q(i.chapter_name, 'a chapter')}` },
  12: { category: 'subject', text: (i) => `renamed chapter ${q(i.old_chapter_name, 'a chapter')} to ${q(i.new_chapter_name, 'a new name')}` },
  13: { category: 'subject', text: (i) => `deleted chapter ${q(i.chapter_name, 'a chapter')}` },
  14: { category: 'mini_game', text: (i) => `added minigame ${q(i.mini_game_name, 'a minigame')}${inChapter(i)}` },
  15: { category: 'mini_game', text: (i) => `deleted minigame ${q(i.mini_game_name, 'a minigame')}${inChapter(i)}` },
  16: { category: 'question', text: (i) => `added ${entries(i.number_of_entry)} to ${q(i.mini_game_name ?? i.topic_name_tree, 'a minigame')}` },
  17: { category: 'question', text: (i) => `edited an entry of ${q(i.mini_game_name ?? i.topic_name_tree, 'a minigame')}` },
  18: { category: 'question', text: (i) => `deleted ${entries(i.number_of_entry)} from ${q(i.mini_game_name ?? i.topic_name_tree, 'a minigame')}` },
  19: { category: 'question', text: (i) => `approved an entry of ${q(i.mini_game_name ?? i.topic_name_tree, 'a minigame')}` },
  20: { category: 'subject', text: (i) => `published ${q(i.subject_name)} to the game${i.version ? ` (version ${i.version})` : ''}` },
  21: { category: 'subject', text: (i) => `changed the completion percentage of chapter ${q(i.chapter_name, 'a chapter')}` },
  22: { category: 'mini_game', text: (i) => `hid minigame ${q(i.mini_game_name, 'a minigame')}${inChapter(i)}` },
  23: { category: 'other', text: (i) => `promoted ${i.affected_username ?? 'a member'} to Manager in ${q(i.subject_name)}` },
  25: { category: 'mini_game', text: (i) => `showed minigame ${q(i.mini_game_name, 'a minigame')}${inChapter(i)} again` },
  26: demoted,
  27: { category: 'question', text: (i) => `declined an entry of ${q(i.mini_game_name ?? i.topic_name_tree, 'a minigame')}` },
  28: { category: 'other', text: (i) => `assigned ${i.affected_username ?? 'a contributor'} to ${q(i.topic_name_tree ?? i.level_name, 'a topic')}` },
  29: { category: 'subject', text: (i) => `deleted chapter ${q(i.level_name, 'a chapter')} of module ${q(i.module_name, 'a module')}` },
  30: { category: 'subject', text: (i) => `hid chapter ${q(i.level_name, 'a chapter')} of module ${q(i.module_name, 'a module')}` },
  31: { category: 'subject', text: (i) => `showed chapter ${q(i.level_name, 'a chapter')} of module ${q(i.module_name, 'a module')} again` },
  32: { category: 'subject', text: (i) => `added topic ${q(i.topic_name_tree, 'a topic')}` },
  33: { category: 'subject', text: (i) => `renamed topic ${q(i.old_topic_name_tree, 'a topic')} to ${q(i.new_topic_name_tree, 'a new name')}` },
  34: { category: 'subject', text: (i) => `deleted topic ${q(i.topic_name_tree, 'a topic')}` },
  35: { category: 'mini_game', text: (i) => `excluded minigame ${q(i.mini_game_name, 'a minigame')}${inTopic(i)}` },
  36: { category: 'mini_game', text: (i) => `included minigame ${q(i.mini_game_name, 'a minigame')}${inTopic(i)} again` },
  37: { category: 'question', text: (i) => `added ${entries(i.number_of_entry)} to diagnostic game ${q(i.game_name, 'a game')}` },
  38: { category: 'question', text: (i) => `edited an entry of diagnostic game ${q(i.game_name, 'a game')}` },
  39: { category: 'question', text: (i) => `deleted ${entries(i.number_of_entry)} from diagnostic game ${q(i.game_name, 'a game')}` },
  40: { category: 'question', text: (i) => `approved an entry of diagnostic game ${q(i.game_name, 'a game')}` },
  41: { category: 'question', text: (i) => `declined an entry of diagnostic game ${q(i.game_name, 'a game')}` },
  42: { category: 'subject', text: (i) => `moved topics from ${place(i.origin)} to ${place(i.destination)}` },
  43: { category: 'subject', text: (i) => `undid a move of topics from ${place(i.origin)} to ${place(i.destination)}` },
  44: { category: 'question', text: (i) => `moved ${entries(i.origin?.number_of_entries)} from ${place(i.origin)} to ${place(i.destination)}` },
  45: { category: 'question', text: (i) => `undid a move of ${entries(i.origin?.number_of_entries)} from ${place(i.origin)} to ${place(i.destination)}` },
  46: { category: 'subject', text: (i) => `changed the category of ${q(i.subject_name)}${i.category_name ? ` to ${i.category_name}` : ''}` },
  47: { category: 'subject', text: (i) => `requested publishing ${q(i.subject_name)}${i.version ? ` as version ${i.version}` : ''}` },
  48: { category: 'subject', text: (i) => `created chapter ${q(i.level_name, 'a chapter')} in module ${q(i.module_name, 'a module')}` },
  49: { category: 'subject', text: (i) => `renamed chapter ${q(i.level_name, 'a chapter')} in module ${q(i.module_name, 'a module')}` },
  50: { category: 'other', text: (i) => `removed ${i.affected_username ?? 'a member'} from ${q(i.subject_name)}` },
};

export const isActivityType = (type: number): type is ActivityType => Object.prototype.hasOwnProperty.call(ACTIVITY_DEFINITIONS, type);

export function activityCategory(type: number): ActivityCategory {
  return (isActivityType(type) ? ACTIVITY_DEFINITIONS[type] : demoted).category;
}

/** The sentence shown for one activity, e.g. `You renamed subject "A" to "B"`. */
export function activityWording(item: Pick<ActivityItem, 'type' | 'info' | 'username' | 'is_me'>): string {
  const definition = isActivityType(item.type) ? ACTIVITY_DEFINITIONS[item.type] : demoted;
  const who = item.is_me ? 'You' : (item.username ?? 'Someone');
  return `${who} ${definition.text(item.info)}`;
}
