import { plainText, questionFields, readPath, type QuestionObject } from '@cp/contract';

/** A line that says which entry this is: its first text values (word, question, topic …), plain. */
export function entrySummary(gameModuleId: number, entry: QuestionObject): string {
  return questionFields(gameModuleId, true)
    .filter((f) => f.kind === 'text')
    .map((f) => readPath(entry, f.path))
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '' && v !== '-')
    .slice(0, 2)
    .map(plainText)
    .join(' — ');
}
