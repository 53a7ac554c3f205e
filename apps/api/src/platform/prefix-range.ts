/**
 * The keys that start with `prefix`, as a range in byte order (for an index whose keys compare as
 * the "C" collation does): from the prefix up to the prefix with its last character's successor.
 * Unlike a LIKE pattern given as a parameter, a range of parameters is read from the index in any
 * plan, including the generic plan of a prepared statement. Trailing U+10FFFF (a non-character,
 * with no successor) carries to the character before it; a text made only of it finds nothing.
 */
export function prefixRange(prefix: string): { from: string; to: string } {
  const chars = [...prefix];
  while (chars.length) {
    const last = chars.pop()!.codePointAt(0)!;
    if (last < 0x10ffff) return { from: prefix, to: chars.join('') + String.fromCodePoint(last + 1 === 0xd800 ? 0xe000 : last + 1) };
  }
  return { from: prefix, to: prefix };
}
