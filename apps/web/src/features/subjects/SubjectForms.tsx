import './subjects.css';
import { useEffect, useMemo, useState } from 'react';
import {
  ActionIcon, Alert, Badge, Box, Button, Card, Center, Checkbox, Group, Image, Loader, Paper, Radio, Select, SimpleGrid, Stack, Switch,
  Text, TextInput, Textarea, Title, Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconPlus, IconSparkles, IconTrash } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { endpoints, 
  NOT_SURE_LEVEL, SUBJECT_DESCRIPTION_MAX, SUBJECT_NAME_MAX, messages, subjectBasicInfoSchema, subjectMessages,
  type CategoryMenuItem, type PrerequisiteEntry, type PrerequisiteSubject, type SubjectBasicInfo,
} from '@cp/contract';
import { CharCounter, ImageCropField, notify } from '@cp/ui';
import { call } from '../../lib/api';
import { fetchPrerequisites, fetchSubjects } from './subject-api';

// ---- Basic Information -------------------------------------------------------------------------

/** The end of a wizard step or setting form: the step's error, if any, then its save button. */
function StepActions({ error, saving, label, onSave }: { error?: string | null; saving: boolean; label: string; onSave: () => Promise<unknown> }) {
  return (
    <>
      {error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={() => void onSave()} loading={saving}>
          {label}
        </Button>
      </Group>
    </>
  );
}

export interface BasicInfoFormProps {
  initial: SubjectBasicInfo;
  /** The normal/adaptive choice is made once, when the subject is created. */
  typeLocked: boolean;
  submitLabel: string;
  onSave: (values: SubjectBasicInfo) => Promise<boolean>;
  onChange?: (values: SubjectBasicInfo) => void;
}

export function BasicInfoForm({ initial, typeLocked, submitLabel, onSave, onChange }: BasicInfoFormProps) {
  const { register, control, handleSubmit, watch, formState } = useForm<SubjectBasicInfo>({
    resolver: zodResolver(subjectBasicInfoSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const name = watch('name') ?? '';
  const description = watch('description') ?? '';
  useEffect(() => {
    if (!onChange) return;
    const sub = watch((values) => onChange(values as SubjectBasicInfo));
    return () => sub.unsubscribe();
  }, [watch, onChange]);

  return (
    <form onSubmit={handleSubmit(async (values) => void (await onSave(values)))} noValidate>
      <Stack gap="md">
        <Box>
          <TextInput
            label="Subject name"
            withAsterisk
            error={formState.errors.name?.message}
            aria-describedby="subject-name-counter"
            {...register('name')}
          />
          <CharCounter id="subject-name-counter" value={name} max={SUBJECT_NAME_MAX} />
        </Box>
        <Box>
          <Textarea
            label="Subject description"
            withAsterisk
            autosize
            minRows={4}
            maxRows={10}
            error={formState.errors.description?.message}
            aria-describedby="subject-description-counter"
            {...register('description')}
          />
          <CharCounter id="subject-description-counter" value={description} max={SUBJECT_DESCRIPTION_MAX} />
        </Box>
        <Controller
          control={control}
          name="adaptive"
          render={({ field }) => (
            <Radio.Group
              label="Subject type"
              description={typeLocked ? 'The type is chosen when the subject is created.' : 'Normal subjects are made of chapters; adaptive ones of modules, levels and topics.'}
              value={field.value ? 'adaptive' : 'normal'}
              onChange={(v) => field.onChange(v === 'adaptive')}
            >
              <Group mt="xs" gap="xl">
                <Radio value="normal" label="Normal subject" disabled={typeLocked} />
                <Radio value="adaptive" label="Adaptive subject" disabled={typeLocked} />
              </Group>
            </Radio.Group>
          )}
        />
        <Controller
          control={control}
          name="private"
          render={({ field }) => (
            <Switch
              label="Private subject"
              description="Only you and the people you invite can find and open it."
              checked={field.value}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
            />
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={formState.isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

// ---- Category ----------------------------------------------------------------------------------

export interface CategoryChoice {
  category: number | null;
  sub_category: number | null;
}

/** The id to save: the sub-category when one is chosen, otherwise the category. */
export const categoryToSave = (choice: CategoryChoice) => choice.sub_category ?? choice.category;

/** The choice that a saved category id stands for. */
export function choiceFromCategory(menu: CategoryMenuItem[], id: number | null): CategoryChoice {
  if (id === null) return { category: null, sub_category: null };
  for (const c of menu) {
    if (c.id === id) return { category: c.id, sub_category: null };
    if (c.sub_list.some((s) => s.id === id)) return { category: c.id, sub_category: id };
  }
  return { category: null, sub_category: null };
}

function CategoryTile({ item, name, selected, onSelect }: { item: CategoryMenuItem; name: string; selected: boolean; onSelect: () => void }) {
  return (
    <Paper component="label" withBorder radius="md" p="xs" className="category-tile" data-selected={selected}>
      <input type="radio" name={name} className="visually-hidden" checked={selected} onChange={onSelect} />
      <Stack gap={6} align="center">
        {item.icon && <Image src={item.icon} alt="" h={64} w="100%" fit="cover" radius="sm" />}
        <Text fz="sm" fw={600} ta="center" lh={1.25}>
          {item.name}
        </Text>
        {item.is_suggested && (
          <Badge size="xs" color="grape" variant="light" leftSection={<IconSparkles size={10} aria-hidden />}>
            Suggested
          </Badge>
        )}
      </Stack>
    </Paper>
  );
}

export interface CategoryPickerProps {
  title: string;
  description: string;
  initial: number | null;
  submitLabel: string;
  onSave: (categoryId: number) => Promise<boolean>;
  onChange?: (choice: CategoryChoice) => void;
}

/**
 * Category step: suggestions from `POST /categories/menu` (ranked by the server from the title and
 * description), then the categories 5 per row and the chosen category's sub-categories.
 */
export function CategoryPicker({ title, description, initial, submitLabel, onSave, onChange }: CategoryPickerProps) {
  const menu = useQuery({
    queryKey: ['categories-suggested', title, description],
    queryFn: async () => {
      const res = await call(endpoints.suggestCategories, { body: { subject_title: title, subject_desc: description } });
      if (!res.status) throw new Error(res.message);
      return res.data;
    },
  });
  const [choice, setChoice] = useState<CategoryChoice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const current = choice ?? (menu.data ? choiceFromCategory(menu.data, initial) : { category: null, sub_category: null });
  const chosen = menu.data?.find((c) => c.id === current.category) ?? null;
  const suggestions = useMemo(
    () => (menu.data ?? []).flatMap((c) => c.sub_list.filter((s) => s.is_suggested).map((s) => ({ parent: c, sub: s }))),
    [menu.data],
  );

  const choose = (next: CategoryChoice) => {
    setChoice(next);
    setError(null);
    onChange?.(next);
  };

  const save = async () => {
    if (current.category === null) return setError(messages.selectCategory);
    if (chosen && chosen.sub_list.length > 0 && current.sub_category === null) return setError(subjectMessages.selectSubCategory);
    setSaving(true);
    try {
      await onSave(categoryToSave(current)!);
    } finally {
      setSaving(false);
    }
  };

  if (menu.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading categories" />
      </Center>
    );
  }

  return (
    <Stack gap="lg">
      {suggestions.length > 0 && (
        <Stack gap="xs">
          <Title order={3} fz="md">
            Suggested for your subject
          </Title>
          <Group gap="xs">
            {suggestions.map(({ parent, sub }) => (
              <Button
                key={sub.id}
                variant={current.sub_category === sub.id ? 'filled' : 'light'}
                color="grape"
                radius="xl"
                size="xs"
                leftSection={<IconSparkles size={14} aria-hidden />}
                onClick={() => choose({ category: parent.id, sub_category: sub.id })}
                aria-pressed={current.sub_category === sub.id}
              >
                {parent.name} / {sub.name}
              </Button>
            ))}
          </Group>
        </Stack>
      )}
      <Box component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
        <Text component="legend" fw={600} mb="xs">
          Category
        </Text>
        <SimpleGrid cols={{ base: 2, xs: 3, md: 5 }} spacing="sm">
          {(menu.data ?? []).map((c) => (
            <CategoryTile key={c.id} item={c} name="category" selected={current.category === c.id} onSelect={() => choose({ category: c.id, sub_category: null })} />
          ))}
        </SimpleGrid>
      </Box>
      {chosen && chosen.sub_list.length > 0 && (
        <Box component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" fw={600} mb="xs">
            Sub-category of {chosen.name}
          </Text>
          <SimpleGrid cols={{ base: 2, xs: 3, md: 5 }} spacing="sm">
            {chosen.sub_list.map((s) => (
              <CategoryTile key={s.id} item={s} name="sub-category" selected={current.sub_category === s.id} onSelect={() => choose({ category: chosen.id, sub_category: s.id })} />
            ))}
          </SimpleGrid>
        </Box>
      )}
      <StepActions error={error} saving={saving} label={submitLabel} onSave={save} />
    </Stack>
  );
}

// ---- Prerequisite ------------------------------------------------------------------------------

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
}

/** Picks prerequisite subjects the user may see, each with required / 'not sure' / level (spec 1 §4, §5). */
export function PrerequisiteEditor({ currentCode, initial, submitLabel, onSave, onChange }: PrerequisiteEditorProps) {
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

  const options = useQuery({
    queryKey: ['prerequisite-options', currentCode, debounced],
    queryFn: () => fetchSubjects('browse', { is_prerequisite: true, current: currentCode ?? undefined, search: debounced, sort: '2-a', n: 20, page: 1 }),
  });

  const update = (next: Row[], nextNone = none) => {
    setRows(next);
    setRowErrors({});
    setError(null);
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
    for (const r of list) if (r.level === '' || (r.is_required && r.level === NOT_SURE_LEVEL)) problems[r.subject_code] = messages.prerequisiteLevel;
    setRowErrors(problems);
    if (Object.keys(problems).length) return setError(messages.prerequisiteLevel);
    setSaving(true);
    try {
      await onSave(list.map(({ subject_code, is_required, level }) => ({ subject_code, is_required, level })));
    } finally {
      setSaving(false);
    }
  };

  if (rows === null) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading prerequisites" />
      </Center>
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
                <Checkbox
                  label="Not sure"
                  checked={r.level === NOT_SURE_LEVEL}
                  disabled={r.is_required}
                  onChange={(e) => patch(r.subject_code, { level: e.currentTarget.checked ? NOT_SURE_LEVEL : '' })}
                />
                <Select
                  label={`Level in ${r.subject_name}`}
                  placeholder={r.levels.length ? 'Choose a level' : 'No levels yet'}
                  data={r.levels.map((l) => l.level_name)}
                  value={r.level && r.level !== NOT_SURE_LEVEL ? r.level : null}
                  disabled={r.level === NOT_SURE_LEVEL}
                  onChange={(v) => patch(r.subject_code, { level: v ?? '' })}
                  error={rowErrors[r.subject_code]}
                  style={{ minWidth: 200 }}
                />
              </Group>
            </Card>
          ))}
        </Stack>
      )}

      <StepActions error={error} saving={saving} label={submitLabel} onSave={save} />
    </Stack>
  );
}

// ---- Cover -------------------------------------------------------------------------------------

export interface CoverFormProps {
  current: string | null;
  submitLabel: string;
  /** Called with the new cropped image, or null to keep the current one. */
  onSave: (image: string | null) => Promise<boolean>;
  /** Wizard: the button works without a new image. */
  optional?: boolean;
}

export function CoverForm({ current, submitLabel, onSave, optional = false }: CoverFormProps) {
  const [image, setImage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    if (!image && !optional) return setError('Please choose an image first.');
    setSaving(true);
    try {
      if (await onSave(image)) setImage(null);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack gap="md">
      <ImageCropField
        label="Cover image"
        value={image ?? current}
        onChange={(v) => {
          setImage(v);
          setError(null);
        }}
        aspect={16 / 9}
        maxOutputSide={1280}
        previewWidth={360}
        removable={image !== null}
        onReject={(m) => notify.error(m)}
        error={error}
        previewAlt="Cover image preview"
        cropTitle="Crop cover image (16:9)"
        description="JPEG only, at most 2MB; you crop it to 16:9."
      />
      <StepActions saving={saving} label={submitLabel} onSave={save} />
    </Stack>
  );
}
