import { plainText, questionModule, readPath, type QuestionObject } from '@cp/contract';

/** A column of the entry table: its header and the text (or picture) it shows for an entry. */
export interface EntryColumn {
  header: string;
  kind: 'text' | 'image';
  value: (entry: QuestionObject) => string;
}

/** An entry's value at a field as plain text: lists joined, evaluation items with their answer, switches Yes/No. */
export function fieldText(value: unknown): string {
  if (Array.isArray(value)) {
    return value
      .map((v) => (typeof v === 'string' ? v : typeof v === 'object' && v && 'text' in v ? `${String(v.text)}${'value' in v && v.value ? ` (${String(v.value)})` : ''}` : ''))
      .filter(Boolean)
      .join(', ');
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return typeof value === 'string' ? plainText(value) : '';
}

const text = (entry: QuestionObject, path: string) => fieldText(readPath(entry, path));

/**
 * The table's columns for a game module (spec 2 §2 "Table headers per type"), from the contract's
 * field groups: a titled group (Round 1, Dialogue 2) is one column showing its first field; the
 * other fields are their own columns, except hints and wrong options, which only the form shows.
 */
export function entryColumns(gameModuleId: number, adaptive = false): EntryColumn[] {
  const columns: EntryColumn[] = [];
  for (const group of questionModule(gameModuleId).groups(adaptive)) {
    if (group.title) {
      const first = group.fields[0]!;
      columns.push({ header: group.title, kind: 'text', value: (e) => text(e, first.path) });
      continue;
    }
    for (const field of group.fields) {
      if (/^(hint\d|wrong\.\d|data\.wrong\d|data\.is_)/.test(field.path)) continue;
      columns.push({ header: field.label, kind: field.kind === 'image' ? 'image' : 'text', value: (e) => (field.kind === 'image' ? String(readPath(e, field.path) ?? '') : text(e, field.path)) });
    }
  }
  return columns;
}
