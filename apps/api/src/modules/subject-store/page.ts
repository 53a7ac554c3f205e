import { sql, type SQL } from 'drizzle-orm';
import { SUBJECT_COUNT_LIMIT, SUBJECT_FILTER, type SubjectSort } from '@cp/contract';
import type { DbOrTx } from '@cp/db';
import { correctedWords } from './corrections';
import { listed, visibleTo } from './repository';
import { CATEGORY_WALK, moreThanTheLimit, namePageByWords, rowsToWalk, walkHoldsMoreThanTheLimit, wordStream, type NamePlace } from './word-streams';

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

/**
 * A sort whose ties go by name (popularity, members): the keys before the name, which a tie shares,
 * and the comparison that means "after" on them (they all run in one direction). Null for sorts
 * that start with the name or have no name (last change).
 */
type Tie = { columns: readonly string[]; beyond: '<' | '>' };
function tieOf(sort: SubjectSort): Tie | null {
  const keys = SORT_KEYS[sort];
  const name = keys.findIndex(([column]) => column === 'lower(s.name)');
  if (name < 1) return null;
  const before = keys.slice(0, name);
  // A row comparison means "after" only when every key runs in the same direction.
  if (before.some(([, direction]) => direction !== before[0]![1])) return null;
  return { columns: before.map(([column]) => column), beyond: before[0]![1] === 'DESC' ? '<' : '>' };
}

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
export const prefixQuery = (search: string) => queryOf(searchWords(search));
const queryOf = (words: string[]) => (words.length ? words.map((w) => `(${w} | ${w}:*)`).join(' & ') : null);

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
  // A deep page of a search takes the category's ids as values, one branch each, merged in the sort's
  // order (a Merge Append): the merge pulls from each branch's index only the rows it takes, so the
  // page reads about its offset and n matches in all, where the join below reads them in every branch
  // to sort them ('fract' newest first, page 60, at a million subjects: 111 -> 18 ms). Each branch
  // needs its own ORDER BY and LIMIT, or PostgreSQL does not see that its index runs in the sort's
  // order. Shorter walks, walks without a search (index rows only) and counts (the join stops after
  // the first rows it finds) join the ids: looking the ids up first (only when such a walk runs) and
  // planning one branch per id cost about 1 ms, more than the merge saves there.
  const typed = searchWords(q.search);
  const deep = byCategory && typed.length > 0 && offset + q.n >= MERGED_WALK ? categoryIds : null;
  let categoryList: Promise<number[]> | undefined;
  /** The category's ids (none without a category), looked up once. */
  const categoryIdList = async () => (categoryIds ? (categoryList ??= db.execute<{ id: number }>(categoryIds).then((r) => r.rows.map((c) => c.id))) : []);
  const categoriesToMerge = async (limit: number) => (deep && limit >= MERGED_WALK ? categoryIdList() : []);
  /** `merged`: the category's ids, when a walk merges one branch per id. */
  const walk = (visibility: SQL, extra: SQL, limit: number, more: SQL, merged: number[]) => merged.length > 0
    ? sql`SELECT * FROM (${sql.join(merged.map((id) => sql`(SELECT s.id, ${keyColumns(q.sort)}${more} FROM subjects s
        WHERE ${visibility} AND ${extra} AND s.category_id = ${id} ORDER BY ${orderBy(q.sort)} LIMIT ${limit})`), sql` UNION ALL `)}) k
        ORDER BY ${orderBy(q.sort, true)} LIMIT ${limit}`
    : byCategory
      ? sql`SELECT k.* FROM (${categoryIds}) c, LATERAL (
          SELECT s.id, ${keyColumns(q.sort)}${more} FROM subjects s WHERE ${visibility} AND ${extra} AND s.category_id = c.id
          ORDER BY ${orderBy(q.sort)} LIMIT ${limit}) k`
      : sql`SELECT s.id, ${keyColumns(q.sort)}${more} FROM subjects s WHERE ${visibility} AND ${extra} AND ${inCategory} ORDER BY ${orderBy(q.sort)} LIMIT ${limit}`;
  /**
   * The list's first `limit` rows meeting `extra`: ids, sort keys and any `more` columns, in the
   * sort's order once sorted by the keys.
   */
  const firstRows = (extra: SQL, limit: number, more = sql``, merged: number[] = []) => LISTED_ONLY_SORTS.has(q.sort) && !q.mine
    ? sql`(${walk(sql`s.deleted_at IS NULL AND ${listed}`, extra, limit, more, merged)}) UNION ALL
          (${walk(sql`s.deleted_at IS NULL AND NOT (${listed}) AND s.id = ANY(ARRAY(${ownOrMember}))`, extra, limit, more, merged)})`
    : walk(visibleTo(q.viewerId), extra, limit, more, merged);

  /** The first `limit` ids meeting `extra` in the sort's order, from the sort's index, leaving out the first `skip`. */
  const firstIdsQuery = async (extra: SQL, limit: number, skip = 0) => sql`
    SELECT w.id FROM (${firstRows(extra, limit, sql``, await categoriesToMerge(limit))}) w ORDER BY ${orderBy(q.sort, true)} LIMIT ${limit - skip} OFFSET ${skip}`;
  const firstIds = async (extra: SQL, limit: number, skip = 0) =>
    (await db.execute<{ id: number }>(await firstIdsQuery(extra, limit, skip))).rows.map((r) => r.id);
  /** The page by the sort's index, which a page of a list without search walks and stops after n rows. */
  const indexPage = (extra: SQL) => firstIds(extra, offset + q.n, offset);

  /**
   * A page of a broad word in an order whose ties go by name (popularity, members). Most subjects
   * share a few counts (no plays, no members), and within such a tie a word's matches sit together in
   * name order, so the sort's index can hold hundreds of thousands of other rows before them.
   * `restOfTie` finishes a page from a place inside a tie: the tie's matches after `place` (all of
   * them without one) come from the word's streams, or from the sort's index when fewer than
   * TIE_WALK rows of the tie are left; then what follows the tie, from the sort's index.
   */
  const restOfTie = async (match: SQL, words: string[], tie: Tie, values: SQL[], found: number[], place?: NamePlace) => {
    const need = offset + q.n;
    const columns = sql.raw(tie.columns.join(', '));
    const inTie = sql`(${columns}) = (${sql.join(values, sql`, `)})`;
    const inRestOfTie = place ? sql`${inTie} AND (lower(s.name), s.id) > (${place.name}, ${place.id}::int)` : inTie;
    const left = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM (${firstRows(sql`${rest} AND ${inRestOfTie}`, TIE_WALK)}) w LIMIT ${TIE_WALK}) m`);
    const inRest = left.rows[0]!.n < TIE_WALK
      ? await firstIds(sql`${rest} AND ${inRestOfTie} AND ${match}`, need - found.length)
      // (The tie as a test no index serves: each stream row looks its subject up by id, and an index
      // on the tie's keys would scan the whole tie for it.)
      : await namePageByWords(db, sql`${condition} AND ${match} AND (${inTie}) IS TRUE`, words, 'ASC', 0, need - found.length, place);
    const all = [...found, ...inRest];
    if (all.length >= need) return all.slice(offset, need);
    const beyond = sql`(${columns}) ${sql.raw(tie.beyond)} (${sql.join(values, sql`, `)})`;
    return [...all, ...(await firstIds(sql`${rest} AND ${beyond} AND ${match}`, need - all.length))].slice(offset, need);
  };
  /** The tie's keys of a row `firstRows` read (k0, k1, …). */
  const tieValues = (tie: Tie, row: Record<string, string | number>) => tie.columns.map((_, i) => sql`${row[`k${i}`]}::int`);

  /**
   * Without a category, a page walks TIE_WALK rows of the order first, and goes on inside the tie
   * where the walk stopped if they do not fill it.
   */
  const tiedPage = async (match: SQL, words: string[], tie: Tie) => {
    const need = offset + q.n;
    const keys = SORT_KEYS[q.sort].length;
    // The walk is read lazily: a page its first rows fill stops there.
    const walk = sql`SELECT * FROM (${firstRows(rest, TIE_WALK, sql`, (${match}) AS hit`)}) u ORDER BY ${orderBy(q.sort, true)} LIMIT ${TIE_WALK}`;
    const first = await db.execute<{ id: number }>(sql`SELECT w.id FROM (${walk}) w WHERE w.hit LIMIT ${need}`);
    const ids = first.rows.map((r) => r.id);
    if (ids.length >= need) return ids.slice(offset);
    const boundary = await db.execute<Record<string, string | number>>(sql`SELECT * FROM (${walk}) w OFFSET ${TIE_WALK - 1}`);
    const last = boundary.rows[0];
    if (!last) return ids.slice(offset);
    // The walk stopped inside a tie: its keys, then the name and id of the last row read.
    return restOfTie(match, words, tie, tieValues(tie, last), ids, { name: String(last[`k${keys - 2}`]), id: Number(last[`k${keys - 1}`]) });
  };

  /**
   * Under a category, in an order whose first tie holds most subjects (FIRST_TIE_SORTS), a walk
   * would cost once per category id. The order's first row, whatever it matches, holds the first
   * keys any match can have, so the page starts at the beginning of that row's tie.
   */
  const firstTiePage = async (match: SQL, words: string[], tie: Tie) => {
    const head = (await db.execute<Record<string, number>>(sql`SELECT * FROM (${firstRows(rest, 1)}) w ORDER BY ${orderBy(q.sort, true)} LIMIT 1`)).rows[0];
    // The word as a test no index serves, as for any page of a broad word under a category (below).
    return head ? restOfTie(sql`(${match}) IS TRUE`, words, tie, tieValues(tie, head), []) : [];
  };

  if (typed.length === 0) {
    // A search without a letter or a digit ('🎉', '!!!') can match no word of any subject (the
    // contract has trimmed it, so spaces alone are no search).
    if (q.search) return { ids: [], total: 0 };
    const upToTheLimit = (rows: SQL) => sql`SELECT count(*) FROM (${rows} LIMIT ${SUBJECT_COUNT_LIMIT + 1}) m`;
    const counted = upToTheLimit(byCategory
      ? sql`SELECT 1 FROM (${firstRows(rest, SUBJECT_COUNT_LIMIT + 1)}) w`
      : sql`SELECT 1 FROM subjects s WHERE ${condition}`);
    // Without a filter the list holds every listed subject (of the category): when those alone pass
    // the limit, so does the list, and they are counted from a partial index of listed subjects
    // without reading one (0.2 against 0.8–1.8 ms). Only otherwise is each subject read to count the
    // viewer's own and member ones too.
    const total = where.length === 0
      ? sql`CASE WHEN (${upToTheLimit(sql`SELECT 1 FROM subjects s WHERE s.deleted_at IS NULL AND ${listed} AND ${inCategory}`)}) > ${SUBJECT_COUNT_LIMIT}
          THEN ${SUBJECT_COUNT_LIMIT + 1} ELSE (${counted}) END`
      : sql`(${counted})`;
    // The page and the count in one statement.
    const result = await db.execute<Page>(sql`SELECT ARRAY(${await firstIdsQuery(rest, offset + q.n, offset)}) AS ids, ${total}::int AS total`);
    return result.rows[0]!;
  }

  // A common word's matches can sit together far along the sort's index. So a search counts first
  // and keeps what the count read: up to SUBJECT_COUNT_LIMIT matches (SORT_IN_MEMORY where the count
  // is countable, below) are the whole answer, sorted in memory. Beyond that, a page sorted by name
  // walks one word's streams (subject_words) and other sorts walk their index. The GIN index lists
  // every match before it counts, so for a broad word its rows in subject_words are asked first, or
  // under a category its subjects are walked (My Subjects, or a filter on verified, official or own subjects,
  // narrows the matches better by its own index). Only without a category, My Subjects or narrow
  // filter may the count read on to SORT_IN_MEMORY rows: only there has every broad word been caught
  // before it (under a category, reading on made 'fract' 94 -> 151 ms at a million subjects).
  const searched = async (match: SQL, words: string[]): Promise<Page> => {
    const withMatch = sql`${condition} AND ${match}`;
    const byName = q.sort === '2-a' || q.sort === '2-d';
    const narrowed = q.filters.some((f) => NARROW_FILTERS.has(f));
    const countable = !categoryIds && !q.mine && !narrowed;
    const many = countable
      ? await moreThanTheLimit(db, withMatch, words)
      : byCategory && !narrowed && (await walkHoldsMoreThanTheLimit(db, sql`SELECT k.hit FROM (${categoryIds}) c, LATERAL (
          SELECT (${match}) AS hit FROM subjects s WHERE ${visibleTo(q.viewerId)} AND ${rest} AND s.category_id = c.id
          ORDER BY s.updated_at, s.id LIMIT ${CATEGORY_WALK}) k LIMIT ${CATEGORY_WALK}`, (CATEGORY_WALK * 3) / 4));
    const first = many ? null : await firstMatches(db, withMatch, q.sort, limits, countable ? SORT_IN_MEMORY : SUBJECT_COUNT_LIMIT);
    if (first?.ids) return { ids: first.ids, total: first.total };
    // Looked up once, and only for a page beyond what is sorted in memory.
    let lookup: Promise<string[] | null> | undefined;
    const stream = () => (lookup ??= wordStream(db, words));
    const byWords = byName ? await stream() : null;
    const firstTie = many && byCategory && FIRST_TIE_SORTS.has(q.sort) ? tieOf(q.sort) : null;
    const firstTieWords = firstTie ? await stream() : null;
    if (firstTie && firstTieWords) return { ids: await firstTiePage(match, firstTieWords, firstTie), total: SUBJECT_COUNT_LIMIT + 1 };
    const tie = countable && tieOf(q.sort);
    const tieWords = tie ? await stream() : null;
    if (tie && tieWords) return { ids: await tiedPage(match, tieWords, tie), total: SUBJECT_COUNT_LIMIT + 1 };
    // Under a category, PostgreSQL takes a broad word for a rare one and would list its matches per
    // category id from the GIN index; the walk has just seen them dense, so the page gets the word as
    // a test (IS TRUE) that no index serves and walks each category id's sort index.
    const ids = byWords
      ? await namePageByWords(db, withMatch, byWords, q.sort === '2-a' ? 'ASC' : 'DESC', offset, q.n)
      : many && byCategory
        ? await indexPage(sql`${rest} AND (${match}) IS TRUE`)
        : await walkedOrSorted(match);
    return { ids, total: SUBJECT_COUNT_LIMIT + 1 };
  };

  /**
   * A page of a search with more matches than are sorted in memory. They are usually spread through
   * any order, so a walk of the sort's index, testing each row (a test no index serves, or PostgreSQL
   * may take two broad prefixes for a rare pair and sort all their matches), fills the page within a
   * few rows. When the walk's rows hold too few, the matches sit late in this order ('12' newest
   * first: names numbered 120,000–129,999, 870,000 rows into a million subjects), and all of them
   * are sorted from the search's index instead. Under a category the walk merges one branch per
   * category id, so it too stops after the rows it needs ('12' newest first in a category of 150,000
   * subjects: 330 -> 41 ms).
   */
  const walkedOrSorted = async (match: SQL) => {
    const rows = rowsToWalk(offset + q.n);
    const walked = await db.execute<{ id: number }>(sql`
      SELECT w.id FROM (SELECT * FROM (${firstRows(rest, rows, sql`, (${match}) AS hit`, byCategory ? await categoryIdList() : [])}) u
        ORDER BY ${orderBy(q.sort, true)} LIMIT ${rows}) w WHERE w.hit LIMIT ${q.n} OFFSET ${offset}`);
    // A short page: the walk's rows held too few matches, or the list ended (sorting is cheap then).
    if (walked.rows.length === q.n) return walked.rows.map((r) => r.id);
    const sorted = await db.execute<{ id: number }>(sql`
      SELECT m.id FROM (SELECT s.id, ${keyColumns(q.sort)} FROM subjects s WHERE ${condition} AND ${match} OFFSET 0) m ORDER BY ${orderBy(q.sort, true)} ${limits}`);
    return sorted.rows.map((r) => r.id);
  };

  // Words by prefix over code, name and description (GIN on the tsvector). When no subject has them
  // all, a typo: each word that begins no subject's word is replaced by the known word most like it,
  // and when that finds nothing either, names that look like the text (trigram GIN).
  const searchFor = (words: string[]) => searched(sql`s.search @@ to_tsquery('simple', ${queryOf(words)})`, words);
  const found = await searchFor(typed);
  if (found.total > 0) return found;
  const corrected = await correctedWords(db, q.viewerId, typed);
  const again = corrected ? await searchFor(corrected) : found;
  return again.total === 0 && lookAlikesPossible(typed) ? searched(sql`s.name % ${q.search}`, []) : again;
}

/**
 * Whether to look for names that look like the search (pg_trgm's `%`, similarity 0.3) when no word
 * begins with it. Not for a single word of one or two characters: with no word beginning with it, it
 * shares at most two trigrams with a name ('  m' and 'ma ' for 'ma'), which is 0.3 of their trigrams
 * together only for a name of one word of three or four letters ('Mma', 'Moma'). Its trigram index
 * would still list every name with a word beginning with that letter to check them (a million
 * subjects: 220–270 ms for 'ma', 'co' or 'mx'). docs/decisions.md, "Look-alike names".
 */
const lookAlikesPossible = (words: string[]) => words.length > 1 || (words[0] ?? '').length > 2;

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

/**
 * Orders whose first tie holds most subjects: fewest members begins with every subject nobody has
 * joined, so under a category a page starts inside that tie (`firstTiePage`). In the other orders
 * the category's index reaches a broad word's first matches within a few hundred rows, and looking
 * up the first row and the size of its tie would cost 5-8 ms more at a million subjects.
 */
const FIRST_TIE_SORTS: ReadonlySet<SubjectSort> = new Set(['1-a']);

/** Rows of the sort's order a page of a broad word walks before it looks for the rest of a tie in the word's streams. */
const TIE_WALK = 2_000;

/** Rows from which a search's page under a category merges its ids' index walks instead of sorting each one's rows (10 pages of 6). */
const MERGED_WALK = 60;
