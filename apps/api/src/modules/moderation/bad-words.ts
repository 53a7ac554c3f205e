import { DataSet, RegExpMatcher, englishDataset, englishRecommendedTransformers, parseRawPattern } from 'obscenity';
import { INDONESIAN_PATTERNS } from './words-id';

type Metadata = { originalWord: string };

/**
 * English (obscenity's maintained dataset, with its whitelist of harmless words that contain bad
 * ones) and Indonesian (our curated list). The matcher undoes leetspeak, look-alike characters,
 * repeated letters and separators, so `k.0.n.t.o.l` and `fuuuck` are caught.
 */
const dataset = new DataSet<Metadata>().addAll(englishDataset as DataSet<Metadata>);
for (const raw of INDONESIAN_PATTERNS) {
  dataset.addPhrase((phrase) => phrase.setMetadata({ originalWord: raw.replace(/\|/g, '') }).addPattern(parseRawPattern(raw)));
}
const built = dataset.build();
const matcher = new RegExpMatcher({ ...built, ...englishRecommendedTransformers });

/** The offensive words found in `text` (their dictionary form), without duplicates. */
export function findBadWords(text: string): string[] {
  if (!text.trim()) return [];
  const words = new Set<string>();
  for (const match of matcher.getAllMatches(text, true)) {
    const payload = dataset.getPayloadWithPhraseMetadata(match);
    words.add(payload.phraseMetadata?.originalWord ?? text.slice(match.startIndex, match.endIndex + 1));
  }
  return [...words];
}

export const hasBadWords = (text: string) => findBadWords(text).length > 0;

/**
 * Usernames are written without spaces ("rina.owner", "BadWordLover"): check the name as given,
 * and with its separators and camel-case humps turned into spaces, so whole-word patterns apply.
 */
export function usernameHasBadWords(username: string): boolean {
  const spaced = username.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[._\-0-9]+/g, ' ');
  return hasBadWords(username) || hasBadWords(spaced);
}
