import { describe, expect, it } from 'vitest';
import { checkQuestion, hasEntryForm } from '@cp/contract';
import { GENERAL_WORDS, sampleEntry } from './sample-entries';

const MODULES = [1, 2, 4, 7, 10, 12, 13, 14, 15, 16, 17, 18, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 99];

describe('sampleEntry', () => {
  it('writes an entry every module accepts, for every word of the bank', () => {
    for (const module of MODULES) {
      expect(hasEntryForm(module)).toBe(true);
      for (let i = 0; i < GENERAL_WORDS.length; i++) {
        const { problems } = checkQuestion(module, sampleEntry(module, i, GENERAL_WORDS, '/media/entries/sample.jpg'));
        expect(problems, `module ${module}, word ${i}`).toEqual([]);
      }
    }
  });
});
