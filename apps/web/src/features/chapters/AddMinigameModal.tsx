import { useState } from 'react';
import { Button, Group, Modal, Radio, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { endpoints, type Chapter } from '@cp/contract';
import { Loading } from '@cp/ui';
import { call } from '../../lib/api';

type Act = (run: () => Promise<{ status: boolean; message: string }>) => Promise<boolean>;

/** Add a minigame to a chapter: a teaching format, then one of its minigames, optionally sharing content already written. */
export function AddMinigameModal({ chapter, onClose, act }: { chapter: Chapter | null; onClose: () => void; act: Act }) {
  return (
    <Modal opened={chapter !== null} onClose={onClose} title={chapter ? `Add a minigame to ${chapter.chapter_name}` : ''} centered size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      {chapter && <AddMinigameForm key={chapter.chapter_id} chapter={chapter} onClose={onClose} act={act} />}
    </Modal>
  );
}

function AddMinigameForm({ chapter, onClose, act }: { chapter: Chapter; onClose: () => void; act: Act }) {
  const [format, setFormat] = useState<string | null>(null);
  const [minigame, setMinigame] = useState<string | null>(null);
  const [parent, setParent] = useState('none');
  const [saving, setSaving] = useState(false);
  const formats = useQuery({
    queryKey: ['modules'],
    queryFn: async ({ signal }) => (await call(endpoints.modules, { query: {}, signal })).data ?? [],
  });
  const games = useQuery({
    queryKey: ['module-minigames', format, chapter.chapter_id],
    enabled: format !== null,
    queryFn: async ({ signal }) => (await call(endpoints.moduleMinigames, { params: { moduleId: Number(format) }, query: { chapter_id: chapter.chapter_id }, signal })).data ?? [],
  });
  const chosen = games.data?.find((g) => String(g.minigame_id) === minigame);

  const save = async () => {
    if (!format || !chosen) return;
    setSaving(true);
    try {
      const body = { minigame_id: chosen.minigame_id, module_id: Number(format), minigame_parent_id: parent === 'none' ? null : Number(parent) };
      if (await act(() => call(endpoints.saveChapterMinigame, { params: { chapterId: chapter.chapter_id }, body }))) onClose();
    } finally {
      setSaving(false);
    }
  };

  if (formats.isPending) return <Loading label="Loading teaching formats" />;
  return (
    <Stack>
      <Select
        label="Teaching format"
        placeholder="Choose a teaching format"
        data={(formats.data ?? []).map((f) => ({ value: String(f.module_id), label: f.teaching_material_name }))}
        value={format}
        onChange={(v) => {
          setFormat(v);
          setMinigame(null);
          setParent('none');
        }}
        withAsterisk
      />
      {format && games.isPending && <Loading label="Loading minigames" lines={2} />}
      {format && games.data && (
        <Select
          label="Minigame"
          placeholder={games.data.length ? 'Choose a minigame' : 'Every minigame of this format is already in the chapter'}
          data={games.data.map((g) => ({ value: String(g.minigame_id), label: `${g.minigame_name} (${[g.is_doc && 'game app', g.is_chatbot && 'chatbot'].filter(Boolean).join(', ')})` }))}
          value={minigame}
          onChange={(v) => {
            setMinigame(v);
            setParent('none');
          }}
          disabled={games.data.length === 0}
          withAsterisk
        />
      )}
      {chosen && (
        <>
          <Text fz="sm" c="dimmed">
            {chosen.description}
          </Text>
          {chosen.parent_list.length > 0 && (
            <Radio.Group label="Content" description="Write new entries, or use the entries this minigame already has in another chapter." value={parent} onChange={setParent}>
              <Stack gap="xs" mt="xs">
                <Radio value="none" label="New content" />
                {chosen.parent_list.map((p) => (
                  <Radio key={p.minigame_parent_id} value={String(p.minigame_parent_id)} label={`Share the content of chapter "${p.name}"`} />
                ))}
              </Stack>
            </Radio.Group>
          )}
        </>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button loading={saving} disabled={!chosen} onClick={() => void save()}>
          Add Minigame
        </Button>
      </Group>
    </Stack>
  );
}
