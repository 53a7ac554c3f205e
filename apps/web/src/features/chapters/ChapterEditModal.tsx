import { useState } from 'react';
import { Button, Group, Modal, NumberInput, Slider, Stack, Text, TextInput } from '@mantine/core';
import { CHAPTER_NAME_MAX, COMPLETION_STEP, chapterNameSchema, clampCompletion, endpoints, type Chapter } from '@cp/contract';
import { CharCounter } from '@cp/ui';
import { call } from '../../lib/api';

/** Rename a chapter and set its completion percentage (0–100, slider step 25, clamped as the spec says). */
export function ChapterEditModal({ chapter, onClose, act }: { chapter: Chapter | null; onClose: () => void; act: (run: () => Promise<{ status: boolean; message: string }>) => Promise<boolean> }) {
  return (
    <Modal opened={chapter !== null} onClose={onClose} title="Edit chapter" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      {chapter && <ChapterEditForm key={chapter.chapter_id} chapter={chapter} onClose={onClose} act={act} />}
    </Modal>
  );
}

function ChapterEditForm({ chapter, onClose, act }: { chapter: Chapter; onClose: () => void; act: (run: () => Promise<{ status: boolean; message: string }>) => Promise<boolean> }) {
  const [name, setName] = useState(chapter.chapter_name);
  const [completion, setCompletion] = useState(chapter.completion_rate);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const checked = chapterNameSchema.safeParse(name);
    if (!checked.success) return setError(checked.error.issues[0]!.message);
    setSaving(true);
    try {
      if (await act(() => call(endpoints.updateChapter, { params: { id: chapter.chapter_id }, body: { name: checked.data, completion_rate: completion } }))) onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack>
      <div>
        <TextInput
          label="Chapter name"
          withAsterisk
          value={name}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          aria-describedby="chapter-name-counter"
          data-autofocus
        />
        <CharCounter id="chapter-name-counter" value={name} max={CHAPTER_NAME_MAX} />
      </div>
      <div>
        <NumberInput
          label="Completion percentage"
          description="How much of the chapter a learner must finish, from 0 to 100."
          value={completion}
          onChange={(v) => setCompletion(clampCompletion(v))}
          min={0}
          max={100}
          step={COMPLETION_STEP}
          suffix="%"
          allowDecimal={false}
        />
        <Slider mt="md" mb="lg" value={completion} onChange={setCompletion} min={0} max={100} step={COMPLETION_STEP} label={(v) => `${v}%`} thumbLabel="Completion percentage"
          marks={[0, 25, 50, 75, 100].map((v) => ({ value: v, label: `${v}%` }))} />
      </div>
      <Text fz="xs" c="dimmed">
        A value with a minus sign counts as 0, above 100 as 100.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button loading={saving} onClick={() => void save()}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
