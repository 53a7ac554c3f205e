import { describe, expect, it } from 'vitest';
import { prefixRange } from './prefix-range';

/** Byte order, as a "C" collation compares. */
const inRange = (key: string, r: { from: string; to: string }) => Buffer.compare(Buffer.from(key), Buffer.from(r.from)) >= 0 && Buffer.compare(Buffer.from(key), Buffer.from(r.to)) < 0;

describe('prefixRange', () => {
  it('holds exactly the keys that start with the prefix, in byte order', () => {
    const keys = ['be', 'bench1', 'bench12', 'bench129', 'bench13', 'bench2', 'bf', 'b', 'bench1~', 'bench1\u00ff', 'bench1\u{1f600}', 'bench0z', 'ab', 'c', '%%', '__'];
    for (const prefix of ['bench1', 'be', 'b', 'bench1\u00ff', 'z', '~', 'é', 'a\u{1f600}', '%', '_']) {
      const range = prefixRange(prefix);
      expect(keys.filter((k) => inRange(k, range)), prefix).toEqual(keys.filter((k) => k.startsWith(prefix)));
    }
  });

  it('steps over the surrogates and carries past U+10FFFF, which has no successor', () => {
    expect(prefixRange('a\u{d7ff}').to).toBe('a\u{e000}');
    expect(prefixRange('ab\u{10ffff}')).toEqual({ from: 'ab\u{10ffff}', to: 'ac' });
    expect(prefixRange('\u{10ffff}\u{10ffff}')).toEqual({ from: '\u{10ffff}\u{10ffff}', to: '\u{10ffff}\u{10ffff}' });
  });
});
