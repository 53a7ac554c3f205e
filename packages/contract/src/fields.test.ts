import { describe, expect, it } from 'vitest';
import { personNameSchema, usernameSchema } from './accounts';
import { contactTicketBodySchema } from './contact';
import { INT4_MAX, isPlainLine, isPlainText, rowIdParamSchema, textMessages } from './fields';
import { subjectBasicInfoSchema } from './subjects';

describe('plain text rules', () => {
  it.each(['Ayu\u202Egnp.exe', 'Ayu\u2066x', 'tab\there', 'bell\u0007', 'line\nbreak', 'c1\u0085'])('a one-line name refuses %j', (value) => {
    expect(isPlainLine(value)).toBe(false);
  });

  it('longer text keeps line breaks and tabs but not other controls or overrides', () => {
    expect(isPlainText('First line\n\tSecond line\r\n')).toBe(true);
    expect(isPlainText('evil \u202E override')).toBe(false);
    expect(isPlainText('nul \u0000')).toBe(false);
  });

  it('keeps every script and emoji', () => {
    expect(isPlainLine('Siti Nurhaliza — 数学 🧮 ١٢٣ עברית')).toBe(true);
  });

  it('runs in the names, subject names and ticket subjects of the contract', () => {
    expect(personNameSchema.safeParse('Budi\u202E').error?.issues[0]?.message).toBe(textMessages.controlCharacters);
    expect(subjectBasicInfoSchema.safeParse({ name: 'Math\u2067s', description: 'ok', private: false, adaptive: false }).success).toBe(false);
    expect(contactTicketBodySchema.safeParse({ email: 'a@b.org', topic: 'Login\u0008', message: 'hi' }).success).toBe(false);
    expect(usernameSchema.safeParse('ayu\u202E').success).toBe(false);
  });
});

describe('row ids', () => {
  it('fit PostgreSQL integer', () => {
    expect(rowIdParamSchema.safeParse(String(INT4_MAX)).success).toBe(true);
    expect(rowIdParamSchema.safeParse(String(INT4_MAX + 1)).success).toBe(false);
    expect(rowIdParamSchema.safeParse('0').success).toBe(false);
  });

  it('name text that is not a whole number as such, not as NaN', () => {
    for (const text of ['abc', '1.5', '1e400']) {
      expect(rowIdParamSchema.safeParse(text).error?.issues.map((i) => i.message), text).toEqual(['Invalid input: expected a whole number']);
    }
    expect(rowIdParamSchema.safeParse('-3').error?.issues[0]?.message).toMatch(/^Too small/);
  });
});
