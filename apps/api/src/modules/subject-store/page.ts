import { sql, type SQL } from 'drizzle-orm';
import { SUBJECT_COUNT_LIMIT, SUBJECT_FILTER, type SubjectSort } from '@cp/contract';
import type { DbOrTx } from '@cp/db';
import { listed, visibleTo } from './repository';

/**
 * One page of a subject list (My Subjects, Browse, the prerequisite picker): which ids, in which
 * order, and how many match up to SUBJECT_COUNT_LIMIT + 1. Every plan here reads a bounded number of
 * rows however many subjects there are; docs/performance.md has the figures.
 */

/**
 * Each sort ends with the id in the same direction as the key before it, so that every order is one
 * of the partial indexes of migration 0015 read forwards or backwards (0018's with the category
 * first), and a page stops after n rows. Keys are [expression, direction]; fixed strings, never input.
 */
const SORT_KEYS: Record<SubjectSort, readonly (readonly [string, 'ASC' | 'DESC'])[]> = {
  '0-d': [['s.play_sessions', 'DESC'], ['s.member_count', 'DESC'], ['lower(s.name)', 'ASC'], ['s.id', 'ASC']],
  '0-a': [['s.play_sessions', 'ASC'], ['s.member_count', 'ASC'], ['lower(s.name)', 'ASC'], ['s.id', 'ASC']],
  '1-d': [['s.member_count', 'DESC'], ['lower(s.name)', 'ASC'], ['s.id', 'ASC']],
  '1-a': [['s.member_count', 'ASC'], ['lower(s.name)', 'ASC'], ['s.id', 'ASC']],
  '2-a': [['lower(s.name)', 'ASC'], ['s.id', 'ASC']],
  '2-d': [['lower(s.name)', 'DESC'], ['s.id', 'DESC']],
  '3-d': [['s.updated_at', 'DESC'], ['s.id', 'DESC']],
  '3-a': [['s.updated_at', 'ASC'], ['s.id', 'ASC']],
};

/** `ORDER BY` over the table's columns, or over the `k0, k1, …` that `keyColumns` selects. */
const orderBy = (sort: SubjectSort, byKeyColumns = false) =>
  sql.raw(SORT_KEYS[sort].map(([column, direction], i) => `${byKeyColumns ? `k${i}` : column} ${direction}`).join(', '));
const keyColumns = (sort: SubjectSort) => sql.raw(SORT_KEYS[sort].map(([column], i) => `${column} AS k${i}`).join(', '));

/** The words of a search, lower case, at most eight. */
function searchWords(search: string): string[] {
  return search.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? [];
}

/**
 * `(word1 | word1:*) & (word2 | word2:*)` over the `simple` configuration the search column uses; null
 * when no word. The exact word adds nothing to what its prefix finds, but PostgreSQL estimates how many
 * rows match a whole word from its statistics and a bare prefix only by a fixed guess, and the
 * estimate decides between walking the sort's index and sorting every match.
 */
export function prefixQuery(search: string): string | null {
  const words = searchWords(search);
  return words.length ? words.map((w) => `(${w} | ${w}:*)`).join(' & ') : null;
}

export interface SubjectPageQuery {
  viewerId: number;
  /** Only subjects the viewer owns or is an active member of (My Subjects). */
  mine: boolean;
  excludeCode?: string;
  /** Leave out other people's unpublished subjects (the prerequisite picker offers only what learners can play, and the viewer's own). */
  publishedOrOwn?: boolean;
  category?: number | null;
  filters: readonly number[];
  search: string;
  sort: SubjectSort;
  page: number;
  n: number;
}

type Page = { ids: number[]; total: number };

const NARROW_FILTERS = new Set<number>([SUBJECT_FILTER.verified, SUBJECT_FILTER.official, SUBJECT_FILTER.mine]);

/**
 * Least popular begins with the subjects no learner plays: private ones, which other viewers may not
 * see (143,065 of them before the first visible subject at a million subjects). Its two indexes hold
 * only listed subjects (migration 0026), so a page in this order walks those and merges in the
 * viewer's own and member subjects that are not listed, from their short list. Other orders mix
 * private subjects with the rest, and their indexes hold every live subject.
 */
const LISTED_ONLY_SORTS: ReadonlySet<SubjectSort> = new Set(['0-a']);

export async function subjectPage(db: DbOrTx, q: SubjectPageQuery): Promise<Page> {
  const ownOrMember = sql`SELECT ms.id FROM subjects ms WHERE ms.owner_id = ${q.viewerId}
    UNION ALL SELECT mm.subject_id FROM subject_members mm WHERE mm.user_id = ${q.viewerId} AND mm.active`;
  // Every condition but who may see the subject.
  const where: SQL[] = [];
  // As a list of ids, which PostgreSQL sizes from the two indexes, rather than an OR it would guess at.
  if (q.mine) where.push(sql`s.id IN (${ownOrMember})`);
  if (q.excludeCode) where.push(sql`s.code <> ${q.excludeCode.toUpperCase()}`);
  if (q.publishedOrOwn) where.push(sql`(s.published OR s.owner_id = ${q.viewerId})`);
  const categoryIds = q.category ? sql`SELECT c.id FROM categories c WHERE c.id = ${q.category} OR c.parent_id = ${q.category}` : null;
  for (const f of new Set(q.filters)) {
    if (f === SUBJECT_FILTER.verified) where.push(sql`s.verified`);
    if (f === SUBJECT_FILTER.public) where.push(sql`NOT s.private`);
    if (f === SUBJECT_FILTER.official) where.push(sql`s.owner_id IN (SELECT o.id FROM users o WHERE o.official)`);
    if (f === SUBJECT_FILTER.mine) where.push(sql`s.owner_id = ${q.viewerId}`);
    if (f === SUBJECT_FILTER.drafted) where.push(sql`NOT s.published`);
    if (f === SUBJECT_FILTER.published) where.push(sql`s.published`);
  }
  const rest = where.length ? sql.join(where, sql` AND `) : sql`true`;
  // As an array: with IN, PostgreSQL builds a search's GIN bitmap once per category id. A walk per
  // category id leaves it out (it would only confuse that plan).
  const inCategory = categoryIds ? sql`s.category_id = ANY(ARRAY(${categoryIds}))` : sql`true`;
  const condition = sql`${visibleTo(q.viewerId)} AND ${rest} AND ${inCategory}`;
  const offset = (q.page - 1) * q.n;
  const limits = sql`LIMIT ${q.n} OFFSET ${offset}`;

  // A category page takes each of the category's ids' first rows from its (category, sort) index
  // and sorts only those, so where the category's subjects sit in the whole table's order does not
  // matter; its count reads the same way (the plain category index meets the subjects in the order
  // they were last written, which puts the never-played private ones first). My Subjects does not:
  // sorting the viewer's own short id list beats walking a category.
  const byCategory = categoryIds && !q.mine;
  const walk = (visibility: SQL, extra: SQL, limit: number) => byCategory
    ? sql`SELECT k.* FROM (${categoryIds}) c, LATERAL (
        SELECT s.id, ${keyColumns(q.sort)} FROM subjects s WHERE ${visibility} AND ${extra} AND s.category_id = c.id
        ORDER BY ${orderBy(q.sort)} LIMIT ${limit}) k`
    : sql`SELECT s.id, ${keyColumns(q.sort)} FROM subjects s WHERE ${visibility} AND ${extra} AND ${inCategory} ORDER BY ${orderBy(q.sort)} LIMIT ${limit}`;
  /** The list's first `limit` rows meeting `extra` (ids and sort keys; in the sort's order once sorted by them). */
  const firstRows = (extra: SQL, limit: number) => LISTED_ONLY_SORTS.has(q.sort) && !q.mine
    ? sql`(${walk(sql`s.deleted_at IS NULL AND ${listed}`, extra, limit)}) UNION ALL
          (${walk(sql`s.deleted_at IS NULL AND NOT (${listed}) AND s.id IN (${ownOrMember})`, extra, limit)})`
    : walk(visibleTo(q.viewerId), extra, limit);

  /** The page by the sort's index, which a page of a list without search walks and stops after n rows. */
  const indexPage = async (extra: SQL) => {
    const page = await db.execute<{ id: number }>(sql`SELECT w.id FROM (${firstRows(extra, offset + q.n)}) w ORDER BY ${orderBy(q.sort, true)} ${limits}`);
    return page.rows.map((r) => r.id);
  };

  const query = prefixQuery(q.search);
  if (!query) {
    const ids = await indexPage(rest);
    // A first page shorter than n is every match: no count needed.
    if (q.page === 1 && ids.length < q.n) return { ids, total: ids.length };
    const counted = byCategory
      ? sql`SELECT 1 FROM (${firstRows(rest, SUBJECT_COUNT_LIMIT + 1)}) w`
      : sql`SELECT 1 FROM subjects s WHERE ${condition}`;
    const result = await db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM (${counted} LIMIT ${SUBJECT_COUNT_LIMIT + 1}) m`);
    return { ids, total: result.rows[0]?.total ?? 0 };
  }

  // A common word's matches can sit together far along the sort's index. So a search counts first
  // and keeps what the count read: up to SUBJECT_COUNT_LIMIT matches (SORT_IN_MEMORY where the count
  // is countable, below) are the whole answer, sorted in memory. Beyond that, a page sorted by name
  // walks one word's streams (subject_words) and other sorts walk their index. The GIN index lists
  // every match before it counts, so for a broad word the streams are asked first, or under a
  // category its subjects are walked (My Subjects, or a filter on verified, official or own subjects,
  // narrows the matches better by its own index). Only without a category, My Subjects or narrow
  // filter may the count read on to SORT_IN_MEMORY rows: only there has every broad word been caught
  // before it (under a category, reading on made 'fract' 94 -> 151 ms at a million subjects).
  const searched = async (match: SQL, words: string[]): Promise<Page> => {
    const withMatch = sql`${condition} AND ${match}`;
    const byName = q.sort === '2-a' || q.sort === '2-d';
    const narrowed = q.filters.some((f) => NARROW_FILTERS.has(f));
    const countable = !categoryIds && !q.mine && !narrowed;
    // Looked up once, and only when needed: to judge a count, or for a name page beyond the limit.
    let lookup: Promise<Stream | null> | undefined;
    const stream = () => (lookup ??= wordStream(db, words));
    const forCount = countable ? await stream() : null;
    const many = forCount
      ? forCount.entries > BROAD_WORD && (await moreThanTheLimit(db, withMatch, forCount.words))
      : byCategory && !narrowed && (await walkHoldsMoreThanTheLimit(db, sql`SELECT k.hit FROM (${categoryIds}) c, LATERAL (
          SELECT (${match}) AS hit FROM subjects s WHERE ${visibleTo(q.viewerId)} AND ${rest} AND s.category_id = c.id
          ORDER BY s.updated_at, s.id LIMIT ${CATEGORY_WALK}) k LIMIT ${CATEGORY_WALK}`, (CATEGORY_WALK * 3) / 4));
    const first = many ? null : await firstMatches(db, withMatch, q.sort, limits, countable ? SORT_IN_MEMORY : SUBJECT_COUNT_LIMIT);
    if (first?.ids) return { ids: first.ids, total: first.total };
    const byWords = byName ? await stream() : null;
    // Under a category, PostgreSQL takes a broad word for a rare one and would list its matches per
    // category id from the GIN index; the walk has just seen them dense, so the page gets the word as
    // a test (IS TRUE) that no index serves and walks the sort's index.
    const ids = byWords
      ? await namePageByWords(db, withMatch, byWords.words, q.sort === '2-a' ? 'ASC' : 'DESC', offset, q.n)
      : await indexPage(sql`${rest} AND ${many && byCategory ? sql`(${match}) IS TRUE` : match}`);
    return { ids, total: SUBJECT_COUNT_LIMIT + 1 };
  };

  // Words by prefix over code, name and description (GIN on the tsvector); when no subject has them,
  // names that look like the text (trigram GIN), so a typo still finds the subject.
  const found = await searched(sql`s.search @@ to_tsquery('simple', ${query})`, searchWords(q.search));
  return found.total === 0 ? searched(sql`s.name % ${q.search}`, []) : found;
}

/**
 * Matches up to which a search's page is sorted from the matches themselves. Walking the sort's index
 * instead reads about (offset + n) × subjects ÷ matches rows: at a million subjects, more than reading
 * every match below a few thousand of them, and for a deep page far more (docs/performance.md, "27 Nov, later").
 */
const SORT_IN_MEMORY = 5_000;

/**
 * The bounded count, and the page sorted from the matches when there are at most `inMemory` of them
 * (`ids` null when there are more).
 */
async function firstMatches(db: DbOrTx, condition: SQL, sort: SubjectSort, limits: SQL, inMemory: number) {
  const result = await db.execute<{ found: number; ids: number[] | null }>(sql`
    WITH m AS MATERIALIZED (SELECT s.id, ${keyColumns(sort)} FROM subjects s WHERE ${condition} LIMIT ${inMemory + 1}),
    counted AS (SELECT count(*)::int AS found FROM m)
    SELECT found, CASE WHEN found <= ${inMemory} THEN ARRAY(SELECT m.id FROM m ORDER BY ${orderBy(sort, true)} ${limits}) END AS ids
    FROM counted`);
  const found = result.rows[0]?.found ?? 0;
  return { ids: result.rows[0]?.ids ?? null, total: Math.min(found, SUBJECT_COUNT_LIMIT + 1) };
}

/** A prefix that begins more lexemes than this has too many streams to merge. */
const MAX_STREAM_WORDS = 32;
/**
 * Lexeme rows above which a word's streams count faster than the GIN index does: its list of matches
 * costs about 0.5 µs a subject to build, a count from the streams about 5 µs per row until the limit.
 */
const BROAD_WORD = 10_000;
/** How many rows of a word's streams a count reads before it leaves the count to the GIN index. */
const COUNT_WALK = 4 * (SUBJECT_COUNT_LIMIT + 1);
/**
 * How many of a category's subjects its page's count reads at most. Each is an index entry and a heap
 * row (1–1.5 µs at a million subjects when cached, about 7 µs when not); the GIN index spends 45 ms
 * listing the matches of a word in one subject of eight before it can count.
 */
const CATEGORY_WALK = 16 * (SUBJECT_COUNT_LIMIT + 1);
/** The rows read first to judge whether the walk is likely to find enough matches. */
const COUNT_SAMPLE = 256;

/**
 * Whether more than SUBJECT_COUNT_LIMIT subjects match, told from the first COUNT_WALK rows of one
 * word's streams (every match has one of its lexemes). False when those rows hold fewer matches, or
 * their first COUNT_SAMPLE rows say they would (words that seldom meet, a narrow filter): the GIN
 * index counts then, after about 2 ms spent here at a million subjects.
 */
async function moreThanTheLimit(db: DbOrTx, condition: SQL, words: string[]): Promise<boolean> {
  const list = sql`${sql.param(words)}::text[]`;
  // A subject with two of the lexemes is counted in the stream of the first of them it has.
  const once = words.length === 1 ? sql`` : sql`AND sw.word = (
    SELECT min(left(u.lexeme, 64) COLLATE "C") FROM unnest(s.search) u WHERE left(u.lexeme, 64) = ANY(${list}))`;
  return walkHoldsMoreThanTheLimit(db, sql`
    SELECT s.id IS NOT NULL AS hit
    FROM (SELECT sw.word, sw.subject_id FROM subject_words sw WHERE sw.word = ANY(${list})
          ORDER BY sw.word, sw.name_key, sw.subject_id LIMIT ${COUNT_WALK}) sw
    LEFT JOIN ${meeting(sql`${condition} ${once}`, sql`s.id`)} ON true`, COUNT_WALK);
}

/**
 * Whether a walk (rows with `hit`) finds more than SUBJECT_COUNT_LIMIT matches. It is read only when
 * its first COUNT_SAMPLE rows hold enough matches to promise that within `promise` rows at the same
 * rate. Besides a word's streams, a category page with a search walks the category's subjects, its
 * ids one after another in the order of their last change (which names do not follow), so that the
 * GIN index does not list every match of a broad word first; it must promise the limit within three
 * quarters of its CATEGORY_WALK rows.
 */
async function walkHoldsMoreThanTheLimit(db: DbOrTx, walk: SQL, promise: number): Promise<boolean> {
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
 * order. `entries` is how many rows the streams have, up to BROAD_WORD + 1. Null when each word is
 * too short for that (such a prefix matches so widely that the name index finds its matches close
 * together anyway).
 */
type Stream = { words: string[]; entries: number };
async function wordStream(db: DbOrTx, words: string[]): Promise<Stream | null> {
  // Longer words first: they match fewer lexemes and usually fewer subjects.
  for (const word of [...words].sort((a, b) => b.length - a.length)) {
    // subject_words keeps the first 64 characters of each lexeme; a prefix of those is enough.
    // (LIKE rather than ^@: PostgreSQL reads a LIKE prefix as a range of a "C" index since long before 15.)
    const pattern = `${[...word].slice(0, 64).join('').replace(/[\\%_]/g, '\\$&')}%`;
    const result = await db.execute<Stream & { lexemes: string[] }>(sql`
      WITH RECURSIVE w(word) AS (
        SELECT min(sw.word) FROM subject_words sw WHERE sw.word LIKE ${pattern}
        UNION ALL
        SELECT (SELECT min(sw.word) FROM subject_words sw WHERE sw.word > w.word AND sw.word LIKE ${pattern}) FROM w WHERE w.word IS NOT NULL)
      SELECT ARRAY(SELECT lexeme FROM unnest(to_tsvector('simple', ${word}))) AS lexemes,
             ARRAY(SELECT w.word FROM w WHERE w.word IS NOT NULL LIMIT ${MAX_STREAM_WORDS + 1}) AS words,
             (SELECT count(*) FROM (SELECT 1 FROM subject_words sw WHERE sw.word LIKE ${pattern} LIMIT ${BROAD_WORD + 1}) e)::int AS entries`);
    const row = result.rows[0];
    // The search column parses the word as this one lexeme, or the prefix would not cover its matches.
    if (row && row.lexemes.length === 1 && row.lexemes[0] === word && row.words.length <= MAX_STREAM_WORDS) return { words: row.words, entries: row.entries };
  }
  return null;
}

/**
 * The subjects row of each stream row that meets the condition, looked up by id. `OFFSET 0` keeps the
 * lookup a subquery, so the stream always drives: without statistics (a table just bulk-filled) the
 * planner would otherwise start from subjects and probe the stream for each of them.
 */
const meeting = (condition: SQL, columns: SQL) => sql`LATERAL (SELECT ${columns} FROM subjects s WHERE s.id = sw.subject_id AND ${condition} OFFSET 0) s`;

/**
 * A page sorted by name, merged from the first rows of each word's stream (subject_words' primary key
 * read forwards or backwards). A subject with two of the words appears in both streams and counts once.
 */
async function namePageByWords(db: DbOrTx, condition: SQL, words: string[], direction: 'ASC' | 'DESC', offset: number, n: number) {
  const order = (alias: string, id: string) => sql.raw(`${alias}.name_key ${direction}, ${alias}.${id} ${direction}`);
  const result = await db.execute<{ id: number }>(sql`
    SELECT k.id FROM unnest(${sql.param(words)}::text[]) w(word), LATERAL (
      SELECT s.id, sw.name_key FROM subject_words sw, ${meeting(condition, sql`s.id`)}
      WHERE sw.word = w.word ORDER BY ${order('sw', 'subject_id')} LIMIT ${offset + n}) k
    GROUP BY k.id, k.name_key ORDER BY ${order('k', 'id')} LIMIT ${n} OFFSET ${offset}`);
  return result.rows.map((r) => r.id);
}
