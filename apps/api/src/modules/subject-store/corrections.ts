import { sql, type SQL } from 'drizzle-orm';
import { executePrepared, inlineInt, opaqueArray, type DbOrTx } from '@cp/db';
import { visibleTo } from './repository';
import { beginsWith } from './word-streams';

/**
 * A word that looks like the typed one but is longer or shorter by more letters than this is not
 * taken for it: a slip mostly adds, drops or swaps one letter, and the list does not say that it
 * corrected the search, so a guess further off would show subjects that seem not to match at all
 * ("theroy" looks like "the", 0.38, and like "they", 0.33).
 */
const MOST_LETTERS_APART = 1;

/** Candidates read per word: the most alike that a subject the viewer may see uses, and that can be searched for as they are. */
const CANDIDATES = 5;

/**
 * The search's words with each word that begins no word of a subject the viewer may see replaced by
 * the word of such a subject that is the word with two neighbouring letters swapped, or else looks
 * most like it (pg_trgm similarity, at least 0.3; 'theroy' -> 'theory', 'fractoins' -> 'fractions',
 * 'musix theory' -> 'music theory'); null when no word could be
 * replaced. A word with a digit or of fewer than three characters is kept as typed, as is a word
 * that begins a word of a subject the viewer may see. `subject_vocabulary` keeps every word it has
 * seen, so a word no live subject uses any more is passed over here, as is one only private
 * subjects of others use.
 */
export async function correctedWords(db: DbOrTx, viewerId: number, words: string[]): Promise<string[] | null> {
  const seen = (which: SQL) => sql`EXISTS (SELECT 1 FROM subject_words sw JOIN subjects s ON s.id = sw.subject_id WHERE ${which} AND ${visibleTo(viewerId)})`;
  const corrected = [...words];
  for (const [i, word] of words.entries()) {
    const letters = [...word];
    if (letters.length < 3 || /\d/.test(word)) continue;
    // The word with two neighbouring letters swapped ('theroy' -> 'theory'): a common slip that
    // shares few trigrams with the word meant when the word is short (0.27 for these two).
    const swaps = letters.slice(1).map((_, k) => [...letters.slice(0, k), letters[k + 1], letters[k], ...letters.slice(k + 2)].join(''));
    // Prepared, so planned once per connection (planning took 0.5 ms, running it 0.15); so the swaps
    // are an array whose length no plan sees. Candidates are looked for only when the word is unknown,
    // most alike first, and only as many checked for a visible subject as it takes (OFFSET 0 keeps
    // the check out of the sort).
    const [row] = await executePrepared<{ known: boolean; candidates: string[] | null }>(db, sql`
      SELECT k.known, CASE WHEN NOT k.known THEN ARRAY(SELECT c.word FROM (
          SELECT v.word, 2 AS likeness FROM subject_vocabulary v WHERE v.word = ANY(${opaqueArray(swaps, 'text')})
          UNION ALL
          SELECT v.word, similarity(v.word, ${word}) FROM subject_vocabulary v
          WHERE v.word % ${word} AND abs(length(v.word) - ${letters.length}::int) <= ${inlineInt(MOST_LETTERS_APART)}
          ORDER BY likeness DESC, word OFFSET 0) c
          WHERE ${seen(sql`sw.word = c.word`)} LIMIT ${inlineInt(CANDIDATES)}) END AS candidates
      FROM (SELECT ${seen(beginsWith(sql`sw.word`, word))} AS known) k`);
    // A lexeme with other characters ('well-known') is not one search word; its parts are in the list too.
    corrected[i] = (!row!.known && row!.candidates?.find((c) => /^\p{L}+$/u.test(c))) || word;
  }
  return corrected.some((word, i) => word !== words[i]) ? corrected : null;
}
