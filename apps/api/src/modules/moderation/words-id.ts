/**
 * Indonesian (and common Javanese) profanity, curated for this product: insults, sexual terms and
 * slurs that must not appear in usernames, names or bios. No npm package carries an Indonesian list
 * (see docs/decisions.md). Words that are also everyday words ("anjing" dog, "babi" pig, "setan",
 * "kafir") are left out on purpose, so a bio about pets, farming or religion is not refused.
 *
 * Patterns use the obscenity syntax: `word` matches inside longer words too, `|word|` only as a
 * whole word (for words that occur inside harmless ones: "perek" in "perekonomian", "tai" in
 * "pantai", "coli" in "broccoli", "sange" in "Sangeeta").
 */
export const INDONESIAN_PATTERNS: readonly string[] = [
  // inside other words too: long and unambiguous
  'kontol', 'memek', 'ngentot', 'ngentod', 'entotan', 'jembut', 'pepek', 'pukimak', 'jancuk', 'jancok', 'dancok',
  'bangsat', 'bajingan', 'keparat', 'kampret', 'brengsek', 'goblok', 'goblog', 'tolol', 'pantek', 'lonte',
  'pelacur', 'bencong', 'titit', 'ngewe', 'bokep', 'ngaceng', 'colmek', 'toket', 'kimak', 'tempik', 'jablay',
  'sundal', 'haramjadah', 'anjeng', 'kntl',
  // whole words only
  '|perek|', '|peler|', '|sange|', '|bego|', '|coli|', '|itil|', '|tetek|', '|puki|', '|cok|', '|asu|', '|asw|',
  '|tai|', '|taik|', '|anjir|', '|mmk|', '|bgst|', '|bgsd|', '|haram jadah|', '|cina babi|',
];
