import { describe, expect, it } from 'vitest';
import { neutraliseCell } from './csv';

describe('neutraliseCell', () => {
  it('writes formula-like text as text', () => {
    for (const v of ['=1+1', '+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) expect(neutraliseCell(v)).toBe(`'${v}`);
  });
  it('leaves ordinary values alone', () => {
    expect(neutraliseCell('rina.owner')).toBe('rina.owner');
    expect(neutraliseCell(12)).toBe('12');
    expect(neutraliseCell(null)).toBe('');
    expect(neutraliseCell(true)).toBe('true');
    expect(neutraliseCell('a=b')).toBe('a=b');
  });
});
