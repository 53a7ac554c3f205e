import { useEffect, useState } from 'react';
import { Button, Checkbox, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { adminMessages, endpoints, minigameProblems, PLATFORM_LABELS, PLATFORMS, type AdminMinigame, type Platform } from '@cp/contract';
import { ImageCropField, isApiError, notify } from '@cp/ui';
import { call } from '../../lib/api';

interface FormValues {
  name: string;
  module_id: string | null;
  minimum_entries: number | string;
  description: string;
  icon: string | null;
  platforms: Platform[];
  video_link: Record<Platform, string>;
  screenshots: Record<Platform, string | null>;
  teaching_materials: string[];
}

const empty: FormValues = {
  name: '',
  module_id: null,
  minimum_entries: 10,
  description: '',
  icon: null,
  platforms: [],
  video_link: { doc: '', chatbot: '' },
  screenshots: { doc: null, chatbot: null },
  teaching_materials: [],
};

const fromMinigame = (m: AdminMinigame): FormValues => ({
  name: m.name,
  module_id: String(m.module_id),
  minimum_entries: m.minimum_entries,
  description: m.description,
  icon: m.icon,
  platforms: m.platforms,
  video_link: { doc: m.video.doc ?? '', chatbot: m.video.chatbot ?? '' },
  screenshots: { ...m.screenshots },
  teaching_materials: m.teaching_materials.map((t) => String(t.teaching_material_id)),
});

export interface MinigameFormProps {
  editing: AdminMinigame | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Create or edit a minigame (spec 3 §3 "Minigame form", §5 rules from the contract). */
export function MinigameForm({ editing, onClose, onSaved }: MinigameFormProps) {
  const [values, setValues] = useState<FormValues>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const modules = useQuery({ queryKey: ['admin', 'modules'], queryFn: () => call(endpoints.adminModules), enabled: editing !== null, staleTime: Infinity });
  const formats = useQuery({ queryKey: ['admin', 'teaching-materials'], queryFn: () => call(endpoints.adminTeachingMaterials), enabled: editing !== null, staleTime: Infinity });
  useEffect(() => {
    if (editing === null) return;
    setValues(editing === 'new' ? empty : fromMinigame(editing));
    setErrors({});
  }, [editing]);

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([path]) => !path.startsWith(key))));
  };
  const id = editing && editing !== 'new' ? editing.mini_game_id : undefined;
  const inUse = editing !== null && editing !== 'new' && editing.used_by_chapter > 0;

  const save = async () => {
    const body = {
      ...(id ? { id } : {}),
      name: values.name.trim(),
      module_id: Number(values.module_id ?? 0),
      minimum_entries: Number(values.minimum_entries) || 0,
      description: values.description.trim(),
      icon: values.icon,
      platforms: values.platforms,
      video_link: Object.fromEntries(values.platforms.map((p) => [p, values.video_link[p].trim()])),
      screenshots: Object.fromEntries(values.platforms.map((p) => [p, values.screenshots[p]])),
      teaching_materials: values.teaching_materials.map(Number),
    };
    const problems = minigameProblems(body);
    if (!values.module_id) problems.push({ path: 'module_id', message: 'Choose a game module.' });
    if (problems.length) {
      setErrors(Object.fromEntries(problems.map((p) => [p.path, p.message])));
      notify.error(problems[0]!.message);
      return;
    }
    setSaving(true);
    try {
      const res = await call(endpoints.saveMinigame, { body });
      if (res.status) {
        notify.success(adminMessages.minigameSaved);
        onSaved();
        onClose();
      } else notify.error(`${adminMessages.minigameNotSaved} ${res.message}`);
    } catch (err) {
      if (!isApiError(err)) notify.error(adminMessages.minigameNotSaved);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={editing !== null} onClose={onClose} title={id ? `Edit ${values.name || 'minigame'}` : 'Create minigame'} size="xl" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Minigame Name" withAsterisk maxLength={80} value={values.name} error={errors.name} onChange={(e) => set('name', e.currentTarget.value)} data-autofocus />
          <Select
            label="Game module"
            description={inUse ? 'Chapters use this minigame, so its module stays.' : 'Fixes the shape of its entries.'}
            withAsterisk
            searchable
            data={(modules.data?.status ? modules.data.data : []).map((m) => ({ value: String(m.module_id), label: `${m.module_id}. ${m.name}` }))}
            value={values.module_id}
            error={errors.module_id}
            onChange={(v) => set('module_id', v)}
            disabled={inUse}
          />
          <NumberInput label="Minimum Entries" withAsterisk min={1} max={1000} allowDecimal={false} value={values.minimum_entries} error={errors.minimum_entries} onChange={(v) => set('minimum_entries', v)} />
          <Checkbox.Group label="Platform" withAsterisk value={values.platforms} error={errors.platforms} onChange={(v) => set('platforms', v as Platform[])}>
            <Group mt={8}>
              {PLATFORMS.map((p) => (
                <Checkbox key={p} value={p} label={PLATFORM_LABELS[p]} />
              ))}
            </Group>
          </Checkbox.Group>
        </SimpleGrid>
        <Textarea label="Description" autosize minRows={3} maxLength={2000} value={values.description} onChange={(e) => set('description', e.currentTarget.value)} />
        <Checkbox.Group
          label="Teaching Format"
          withAsterisk
          value={values.teaching_materials}
          error={errors.teaching_materials ?? (formats.data && !formats.data.status ? adminMessages.listFailed('teaching format') : undefined)}
          onChange={(v) => set('teaching_materials', v)}>
          <Group mt={8}>
            {(formats.data?.status ? formats.data.data : []).map((t) => (
              <Checkbox key={t.teaching_material_id} value={String(t.teaching_material_id)} label={t.name} />
            ))}
          </Group>
        </Checkbox.Group>
        <ImageCropField
          label="Icon"
          withAsterisk={id === undefined}
          value={values.icon}
          onChange={(v) => set('icon', v)}
          aspect={1}
          description="Image size (Max: 2MB), JPEG, square"
          error={errors.icon}
          cropTitle="Crop the icon"
          previewAlt="Minigame icon"
          previewWidth={96}
          onReject={(m) => notify.error(m)}
        />
        {values.platforms.map((p) => (
          <SimpleGrid key={p} cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={`Video Link ${PLATFORM_LABELS[p]}`}
              withAsterisk
              placeholder="https://"
              value={values.video_link[p]}
              error={errors[`video_link.${p}`]}
              onChange={(e) => set('video_link', { ...values.video_link, [p]: e.currentTarget.value })}
            />
            <ImageCropField
              label={`Screenshot ${PLATFORM_LABELS[p]}`}
              value={values.screenshots[p]}
              onChange={(v) => set('screenshots', { ...values.screenshots, [p]: v })}
              aspect={3 / 2}
              description="Image size (Max: 2MB), JPEG"
              removable
              cropTitle={`Crop the ${PLATFORM_LABELS[p]} screenshot`}
              previewAlt={`Screenshot on the ${PLATFORM_LABELS[p]}`}
              previewWidth={180}
              onReject={(m) => notify.error(m)}
            />
          </SimpleGrid>
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={saving}>
            Save Minigame
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
