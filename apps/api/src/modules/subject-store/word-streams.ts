import { sql, type SQL } from 'drizzle-orm';
import { SUBJECT_COUNT_LIMIT } from '@cp/contract';
import type { DbOrTx } from '@cp/db';
import { prefixRange } from '../../platform/prefix-range';

/**
 * A search's words in `subject_words` (migration 0019): each live subject's lexemes with its name
 * key, so each word's subjects come in name order (its "stream"). Subject lists use the streams to
 * count a broad word, to page by name beyond the bounded count, and to read past a tie; the bounded
 * counts that walk rows instead of the GIN index live here too. docs/architecture.md, "A search counts first".
 */

/** A prefix that begins more lexemes than this has too many streams to merge. */
const MAX_STREAM_WORDS = 32;
/** How many rows of a word's streams a count reads before it leaves the count to the GIN index. */
const COUNT_WALK = 4 * (SUBJECT_COUNT_LIMIT + 1);
/**
 * Lexeme rows above which a word's rows are walked to count: a word with no more rows than one walk
 * reads has no more matches than that, and the GIN index lists them in a few ms. Telling which costs
 * counting the word's rows up to here (a million subjects: 0.9 ms, against 2.2 ms up to 10,000).
 */
const BROAD_WORD = COUNT_WALK;
/**
 * How many of a category's subjects its page's count reads at most. Each is an index entry and a heap
 * row (1–1.5 µs at a million subjects when cached, about 7 µs when not); the GIN index spends 45 ms
 * listing the matches of a word in one subject of eight before it can count.
 */
export const CATEGORY_WALK = 16 * (SUBJECT_COUNT_LIMIT + 1);
/** The rows read first to judge whether the walk is likely to find enough matches. */
const COUNT_SAMPLE = 256;

/**
 * The words of subject_words (alias `column`) that begin with `word`, as a range of the "C" index
 * (`prefixRange`): one form for every statement, planned per call or prepared, where a LIKE pattern
 * given as a parameter reads no index in a generic plan. subject_words keeps the first 64 characters
 * of each lexeme (migration 0019), so a prefix of those is enough.
 */
export function beginsWith(column: SQL, word: string): SQL {
  const { from, to } = prefixRange([...word].slice(0, 64).join(''));
  return sql`${column} >= ${from} AND ${column} < ${to}`;
}

/** Longer words first: they begin fewer lexemes and usually fewer subjects. */
const longestFirst = (words: string[]) => [...words].sort((a, b) => b.length - a.length);

/**
 * Whether more than SUBJECT_COUNT_LIMIT subjects match, told from the rows of subject_words whose
 * lexemes begin with one of the search's words (every match has one of them), longest word first:
 * a word's first COUNT_WALK rows, each a hit when its subject meets the condition. Only a word with
 * more than BROAD_WORD rows is walked; a word with fewer, or rows that hold too few matches (or
 * whose first COUNT_SAMPLE rows say they would: words that seldom meet, a narrow filter), leaves
 * the count to the GIN index, which is then cheap or has nothing better to read. Each word is
 * walked in turn because one word's first rows can miss matches another's are full of ('number 5':
 * "number" is in every description, but its first rows are of names numbered 1…).
 */
export async function moreThanTheLimit(db: DbOrTx, condition: SQL, words: string[], broad = BROAD_WORD): Promise<boolean> {
  for (const word of longestFirst(words)) {
    const rows = sql`SELECT sw.word, sw.subject_id FROM subject_words sw WHERE ${beginsWith(sql`sw.word`, word)}`;
    // On its own: this statement is cheap to plan, the walk is not.
    const size = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM (${rows} LIMIT ${broad + 1}) e`);
    if (size.rows[0]!.n <= broad) return false;
    // A subject with two lexemes that begin with the word is counted in the row of the first of them:
    // always so in the rows of the range's first lexeme, and otherwise when the subject has no earlier
    // one (a probe of the (subject_id, word) index, migration 0032).
    const once = sql`(sw.word = (SELECT min(sw.word) FROM subject_words sw WHERE ${beginsWith(sql`sw.word`, word)})
      OR NOT EXISTS (SELECT 1 FROM subject_words o WHERE o.subject_id = s.id AND ${beginsWith(sql`o.word`, word)} AND o.word < sw.word))`;
    const walk = sql`
      SELECT s.id IS NOT NULL AS hit FROM (${rows} ORDER BY sw.word, sw.name_key, sw.subject_id LIMIT ${COUNT_WALK}) sw
      LEFT JOIN ${meeting(sql`${condition} AND ${once}`, sql`s.id`)} ON true`;
    if (await walkHoldsMoreThanTheLimit(db, walk, COUNT_WALK)) return true;
  }
  return false;
}

/**
 * Whether a walk (rows with `hit`) finds more than SUBJECT_COUNT_LIMIT matches. It is read only when
 * its first COUNT_SAMPLE rows hold enough matches to promise that within `promise` rows at the same
 * rate. Besides a word's rows, a category page with a search walks the category's subjects, its
 * ids one after another in the order of their last change (which names do not follow), so that the
 * GIN index does not list every match of a broad word first; it must promise the limit within three
 * quarters of its CATEGORY_WALK rows.
 */
export async function walkHoldsMoreThanTheLimit(db: DbOrTx, walk: SQL, promise: number): Promise<boolean> {
  // `walk` is read twice, so PostgreSQL keeps its rows: the count goes on from where the sample stopped.
  const result = await db.execute<{ total: number }>(sql`
    WITH walk AS (${walk})
    SELECT CASE WHEN (SELECT count(*) FILTER (WHERE hit) FROM (SELECT hit FROM walk LIMIT ${COUNT_SAMPLE}) x) * ${promise}::int
                     > ${SUBJECT_COUNT_LIMIT * COUNT_SAMPLE}::int
           THEN (SELECT count(*) FROM (SELECT 1 FROM walk WHERE hit LIMIT ${SUBJECT_COUNT_LIMIT + 1}) m) ELSE 0 END::int AS total`);
  return (result.rows[0]?.total ?? 0) > SUBJECT_COUNT_LIMIT;
}

/**
 * The lexemes in subject_words that one of the search's words is a prefix of, when one word has at
 * most MAX_STREAM_WORDS of them: every match contains one, so their streams hold every match in name
 * order. Null when each word is too short for that (such a prefix matches so widely that the name
 * index finds its matches close together anyway).
 */
export async function wordStream(db: DbOrTx, words: string[]): Promise<string[] | null> {
  for (const word of longestFirst(words)) {
    const result = await db.execute<{ lexemes: string[]; words: string[] }>(sql`
      WITH RECURSIVE w(word) AS (
        SELECT min(sw.word) FROM subject_words sw WHERE ${beginsWith(sql`sw.word`, word)}
        UNION ALL
        SELECT (SELECT min(sw.word) FROM subject_words sw WHERE sw.word > w.word AND ${beginsWith(sql`sw.word`, word)}) FROM w WHERE w.word IS NOT NULL)
      SELECT ARRAY(SELECT lexeme FROM unnest(to_tsvector('simple', ${word}))) AS lexemes,
             ARRAY(SELECT w.word FROM w WHERE w.word IS NOT NULL LIMIT ${MAX_STREAM_WORDS + 1}) AS words`);
    const row = result.rows[0];
    // The search column parses the word as this one lexeme, or the prefix would not cover its matches.
    if (row && row.lexemes.length === 1 && row.lexemes[0] === word && row.words.length <= MAX_STREAM_WORDS) return row.words;
  }
  return null;
}

/**
 * The subjects row of each stream row that meets the condition, looked up by id. `OFFSET 0` keeps the
 * lookup a subquery, so the stream always drives: without statistics (a table just bulk-filled) the
 * planner would otherwise start from subjects and probe the stream for each of them.
 */
const meeting = (condition: SQL, columns: SQL) => sql`LATERAL (SELECT ${columns} FROM subjects s WHERE s.id = sw.subject_id AND ${condition} OFFSET 0) s`;

/** A place in name order (A→Z): the subject's lower-case name and id. */
export type NamePlace = { name: string; id: number };

/**
 * A page sorted by name, merged from the first rows of each word's stream (subject_words' primary key
 * read forwards or backwards). A subject with two of the words appears in both streams and counts once.
 * Each stream is read for at most `rowsToWalk` rows. When a stream's
 * rows hold too few subjects meeting the condition (another word of the search that its matches
 * share only far along, such as the numbers beginning with 5 among a million names of "… number N"
 * descriptions), every subject meeting the condition is sorted by name instead, from the search's
 * index.
 */
export async function namePageByWords(
  db: DbOrTx, condition: SQL, words: string[], direction: 'ASC' | 'DESC', offset: number, n: number, after?: NamePlace, walk = WALK_ROWS,
) {
  const order = (alias: string, id: string) => sql.raw(`${alias}.name_key ${direction}, ${alias}.${id} ${direction}`);
  const start = after ? sql`AND (sw.name_key, sw.subject_id) > (${after.name}, ${after.id}::int)` : sql``;
  const need = offset + n;
  const rows = rowsToWalk(need, walk);
  // Per word: the rows meeting the condition, and the stream's last row read when it reads `rows` (r).
  const result = await db.execute<{ ids: number[]; cut: boolean }>(sql`
    WITH k AS (SELECT w.word, k.* FROM unnest(${sql.param(words)}::text[]) w(word), LATERAL (
      SELECT sw.subject_id AS id, sw.name_key, s.id IS NOT NULL AS hit, sw.r FROM (
        SELECT sw.subject_id, sw.name_key, row_number() OVER () AS r FROM (
          SELECT sw.subject_id, sw.name_key FROM subject_words sw WHERE sw.word = w.word ${start} ORDER BY ${order('sw', 'subject_id')} LIMIT ${rows}) sw) sw
      LEFT JOIN ${meeting(condition, sql`s.id`)} ON true
      WHERE s.id IS NOT NULL OR sw.r = ${rows} LIMIT ${need}) k)
    SELECT ARRAY(SELECT k.id FROM k WHERE k.hit GROUP BY k.id, k.name_key ORDER BY ${order('k', 'id')} LIMIT ${n} OFFSET ${offset}) AS ids,
      EXISTS (SELECT 1 FROM k GROUP BY k.word HAVING bool_or(k.r = ${rows}) AND count(*) FILTER (WHERE k.hit) < ${need}) AS cut`);
  const { ids, cut } = result.rows[0]!;
  if (!cut) return ids.map(Number);
  const beyond = after ? sql`AND (lower(s.name), s.id) > (${after.name}, ${after.id}::int)` : sql``;
  const sorted = await db.execute<{ id: number }>(sql`
    SELECT m.id FROM (SELECT s.id, lower(s.name) AS name_key FROM subjects s WHERE ${condition} ${beyond} OFFSET 0) m
    ORDER BY ${order('m', 'id')} LIMIT ${n} OFFSET ${offset}`);
  return sorted.rows.map((r) => r.id);
}

/**
 * Rows a page of many matches walks in the sort's order (or of a word's stream) at least before it
 * sorts every match instead; a deep page walks ten rows for each row it needs (a word in one name
 * of ten fills it). At a million subjects a row walked costs 2.5–4.5 µs and a match sorted about
 * 2.5 µs, and such a page has more than 5,000 matches (1,000 under a category, in My Subjects or
 * with a narrow filter), so a walk that finds too few costs about what the sort after it does, or less.
 */
const WALK_ROWS = 4_000;
export const rowsToWalk = (need: number, least = WALK_ROWS) => Math.max(least, 10 * need);
