import './questions.css';
import { Fieldset, Stack } from '@mantine/core';
import { questionModule, type QuestionObject, type QuestionProblem } from '@cp/contract';
import { EntryField } from './EntryField';

export interface EntryFormProps {
  gameModuleId: number;
  adaptive?: boolean;
  entry: QuestionObject;
  onChange: (path: string, value: unknown) => void;
  /** Problems to show under their fields (only once the author tried to preview or save). */
  problems: QuestionProblem[];
}

/** The entry form of any game module: its groups and fields come from the contract. */
export function EntryForm({ gameModuleId, adaptive = false, entry, onChange, problems }: EntryFormProps) {
  const errorOf = (path: string) => {
    const p = problems.find((x) => x.path === path);
    return p ? (p.detail ?? p.message) : undefined;
  };
  return (
    <Stack gap="md">
      {questionModule(gameModuleId)
        .groups(adaptive)
        .map((group, i) => {
          // Inside a titled group ("Round 2") the fields drop that prefix; the legend names the group.
          const shown = (label: string) => (group.title && label.startsWith(`${group.title} `) ? label.slice(group.title.length + 1) : label);
          const fields = group.fields.map((field) => (
            <EntryField key={field.path} field={field} label={shown(field.label)} entry={entry} onChange={onChange} error={errorOf(field.path)} />
          ));
          return group.title ? (
            <Fieldset key={i} legend={group.title} variant="filled">
              <Stack gap="sm">{fields}</Stack>
            </Fieldset>
          ) : (
            <Stack key={i} gap="sm">
              {fields}
            </Stack>
          );
        })}
    </Stack>
  );
}
