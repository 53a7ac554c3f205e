import { describe, expect, it } from 'vitest';
import { accountMessages } from '@cp/contract';
import { attachmentProblem, type Attachment } from './attachments';

const a = (name: string, size: number, body = name): Attachment => ({ name, size, dataUrl: `data:image/jpeg;base64,${body}` });

describe('attachmentProblem', () => {
  it('accepts new images within the total', () => {
    expect(attachmentProblem([], a('one', 1000))).toBeNull();
    expect(attachmentProblem([a('one', 1000 * 1024)], a('two', 1000 * 1024))).toBeNull();
  });

  it('refuses the same image twice, even under another name', () => {
    expect(attachmentProblem([a('one', 10, 'same')], a('copy', 10, 'same'))).toBe(accountMessages.attachmentDuplicate);
  });

  it('refuses going over 2000 KB in total', () => {
    expect(attachmentProblem([a('one', 1500 * 1024)], a('two', 501 * 1024))).toBe(accountMessages.attachmentTotal);
  });

  it('refuses a sixth image', () => {
    const five = [1, 2, 3, 4, 5].map((i) => a(`f${i}`, 10));
    expect(attachmentProblem(five, a('six', 10))).toBe(accountMessages.tooManyAttachments);
  });
});
