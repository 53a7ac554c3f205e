import '../subjects.css';
import { Loading } from '@cp/ui';
import { useEffect, useState } from 'react';
import { ActionIcon, Button, Card, Checkbox, Group, Select, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { NOT_SURE_LEVEL, messages, prerequisiteLevelMissing, subjectMessages, type PrerequisiteEntry, type PrerequisiteSubject } from '@cp/contract';
import { fetchPrerequisites, fetchSubjects } from '../subject-api';
import { StepActions } from './StepActions';

interface Row extends PrerequisiteEntry {
  subject_name: string;
  levels: PrerequisiteSubject['levels'];
}

export interface PrerequisiteState {
  entries: PrerequisiteEntry[];
  none: boolean;
}

export interface PrerequisiteEditorProps {
  currentCode: string | null;
  initial: PrerequisiteState;
  submitLabel: string;
  onSave: (entries: PrerequisiteEntry[]) => Promise<boolean>;
  onChange?: (state: PrerequisiteState) => void;
  /** Told once the list is changed and not yet saved. */
  onDirtyChange?: (dirty: boolean) => void;
}

/** Picks prerequisite subjects the user may see, each with required / 'not sure' / level (spec 1 §4, §5). */
export function PrerequisiteEditor({ currentCode, initial, submitLabel, onSave, onChange, onDirtyChange }: PrerequisiteEditorProps) {
  const [rows, setRows] = useState<Row[] | null>(null);
  const [none, setNone] = useState(initial.none);
  const [picked, setPicked] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [error, setError] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  // Load the names and levels of the saved entries once.
  useEffect(() => {
    let cancelled = false;
    const codes = initial.entries.map((e) => e.subject_code);
    if (codes.length === 0) {
      setRows([]);
      return;
    }
    void fetchPrerequisites(codes).then((res) => {
      if (cancelled) return;
      const found = res.status ? res.data : [];
      setRows(
        initial.entries
          .map((e) => {
            const s = found.find((f) => f.subject_code === e.subject_code);
            return s ? { ...e, subject_name: s.subject_name, levels: s.levels } : null;
          })
          .filter((r): r is Row => r !== null),
      );
    });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the saved entries are read once
  }, []);

  // The options shown stay until the next search answers: emptied in between, the list would flash
  // 'Searching…' and take away the option under a pointer about to pick it.
  const options = useQuery({
    queryKey: ['prerequisite-options', currentCode, debounced],
    queryFn: () => fetchSubjects('browse', { is_prerequisite: true, current: currentCode ?? undefined, search: debounced, sort: '2-a', n: 20, page: 1 }),
    placeholderData: keepPreviousData,
  });

  const update = (next: Row[], nextNone = none) => {
    setRows(next);
    setRowErrors({});
    setError(null);
    onDirtyChange?.(true);
    onChange?.({ entries: next.map(({ subject_code, is_required, level }) => ({ subject_code, is_required, level })), none: nextNone });
  };

  const add = async () => {
    if (!picked) return setError(messages.prerequisiteSelectFirst);
    if (rows?.some((r) => r.subject_code === picked)) return setError(subjectMessages.prerequisiteDuplicate);
    const res = await fetchPrerequisites([picked]);
    const s = res.status ? res.data[0] : undefined;
    if (!s) return setError(res.message || messages.subjectCodeMissing);
    setPicked(null);
    setSearch('');
    setNone(false);
    update([...(rows ?? []), { subject_code: s.subject_code, subject_name: s.subject_name, levels: s.levels, is_required: false, level: '' }], false);
  };

  const patch = (code: string, change: Partial<Row>) => update((rows ?? []).map((r) => (r.subject_code === code ? { ...r, ...change } : r)));

  const save = async () => {
    const list = rows ?? [];
    if (list.length === 0 && !none) return setError(messages.prerequisiteIncomplete);
    const problems: Record<string, string> = {};
    for (const r of list) if (prerequisiteLevelMissing(r, r.levels.length)) problems[r.subject_code] = messages.prerequisiteLevel;
    // One message per problem: beside the level it is about.
    setRowErrors(problems);
    if (Object.keys(problems).length) return;
    setSaving(true);
    try {
      await onSave(list.map(({ subject_code, is_required, level }) => ({ subject_code, is_required, level })));
    } finally {
      setSaving(false);
    }
  };

  if (rows === null) {
    return (
      <Loading label="Loading prerequisites" />
    );
  }

  const pickable = (options.data?.items ?? []).filter((s) => !rows.some((r) => r.subject_code === s.code));
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label="Prerequisite subject"
          placeholder="Type to search subjects"
          searchable
          clearable
          searchValue={search}
          onSearchChange={setSearch}
          data={pickable.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }))}
          value={picked}
          onChange={(v) => {
            setPicked(v);
            setError(null);
          }}
          nothingFoundMessage={options.isFetching ? 'Searching…' : messages.noSubjectFound}
          filter={({ options: o }) => o}
          style={{ flex: 1, minWidth: 220 }}
          clearButtonProps={{ 'aria-label': 'Clear prerequisite subject' }}
        />
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => void add()}>
          Add
        </Button>
      </Group>

      {rows.length === 0 ? (
        <Checkbox
          label="This subject has no prerequisite subject"
          checked={none}
          onChange={(e) => {
            setNone(e.currentTarget.checked);
            setError(null);
            onDirtyChange?.(true);
            onChange?.({ entries: [], none: e.currentTarget.checked });
          }}
        />
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Prerequisite subjects">
          {rows.map((r) => (
            <Card key={r.subject_code} withBorder radius="md" component="li" padding="sm">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Stack gap={2}>
                  <Text fw={600}>{r.subject_name}</Text>
                  <Text fz="xs" c="dimmed">
                    {r.subject_code}
                  </Text>
                </Stack>
                <Tooltip label={`Remove ${r.subject_name}`}>
                  <ActionIcon variant="subtle" color="red" aria-label={`Remove ${r.subject_name}`} onClick={() => update(rows.filter((x) => x.subject_code !== r.subject_code))}>
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
              <Group mt="sm" gap="lg" align="flex-end" wrap="wrap">
                <Switch
                  label="Required"
                  checked={r.is_required}
                  onChange={(e) => {
                    const required = e.currentTarget.checked;
                    patch(r.subject_code, required ? { is_required: true, level: r.level === NOT_SURE_LEVEL ? '' : r.level } : { is_required: false });
                  }}
                />
                {r.levels.length === 0 ? (
                  <Text fz="sm" c="dimmed">
                    {r.subject_name} has no levels yet, so no level is needed.
                  </Text>
                ) : (
                  <>
                    <Checkbox
                      label="Not sure"
                      checked={r.level === NOT_SURE_LEVEL}
                      disabled={r.is_required}
                      onChange={(e) => patch(r.subject_code, { level: e.currentTarget.checked ? NOT_SURE_LEVEL : '' })}
                    />
                    <Select
                      label={`Level in ${r.subject_name}`}
                      placeholder="Choose a level"
                      data={r.levels.map((l) => l.level_name)}
                      value={r.level && r.level !== NOT_SURE_LEVEL ? r.level : null}
                      disabled={r.level === NOT_SURE_LEVEL}
                      onChange={(v) => patch(r.subject_code, { level: v ?? '' })}
                      error={rowErrors[r.subject_code]}
                      style={{ minWidth: 200 }}
                    />
                  </>
                )}
              </Group>
            </Card>
          ))}
        </Stack>
      )}

      <StepActions error={error} saving={saving} label={submitLabel} onSave={save} />
    </Stack>
  );
}
