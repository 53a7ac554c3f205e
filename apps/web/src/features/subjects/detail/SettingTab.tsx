import { useEffect, useState } from 'react';
import { Button, Card, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { endpoints, messages, parsePrerequisiteText, type Subject } from '@cp/contract';
import { ConfirmDialog, LeaveGuard, notify } from '@cp/ui';
import { call } from '../../../lib/api';
import { BasicInfoForm } from '../forms/BasicInfoForm';
import { CoverForm } from '../forms/CoverForm';
import { PrerequisiteEditor } from '../forms/PrerequisiteEditor';
import { saveSubject } from '../subject-api';
import { SETTING_TABS, type SettingSection } from './format';
import { ScrollTabsList } from './ScrollTabsList';

export function SettingTab({ subject, section, onSaved }: { subject: Subject; section: SettingSection; onSaved: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [dirty, setDirty] = useState(false);
  const current: SettingSection = SETTING_TABS.some((t) => t.value === section) ? section : 'basic';
  // Another section's form starts clean (the edits left behind were confirmed away).
  useEffect(() => setDirty(false), [current]);

  const save = async (body: Parameters<typeof saveSubject>[0]) => {
    const saved = await saveSubject({ code: subject.code, ...body });
    if (!saved) return false;
    setDirty(false);
    notify.success(saved.message);
    // "Subject save reloads after 1 s."
    setTimeout(() => {
      onSaved();
      void queryClient.invalidateQueries({ queryKey: ['subject', subject.code] });
    }, 1000);
    return true;
  };

  const remove = async () => {
    setBusy(true);
    try {
      const res = await call(endpoints.deleteSubject, { params: { code: subject.code } });
      if (!res.status) return void notify.error(res.message);
      setDeleting(false);
      notify.success(messages.subjectDeleted);
      setTimeout(() => navigate('/subject'), 2000);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="lg">
      <Tabs variant="pills" value={current} onChange={(value) => value && navigate(`/subject/detail/${subject.code}/setting/${value}`)}>
        <ScrollTabsList active={current} aria-label="Setting sections">
          {SETTING_TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </ScrollTabsList>
      </Tabs>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Title order={2} fz="lg" mb="md">
          {SETTING_TABS.find((t) => t.value === current)!.label}
        </Title>
        {current === 'basic' && (
          <BasicInfoForm
            key={subject.updated}
            initial={{ name: subject.name, description: subject.description, private: subject.private, adaptive: subject.adaptive }}
            typeLocked
            submitLabel="Save"
            onDirtyChange={setDirty}
            onSave={(values) => save({ name: values.name, description: values.description, private: values.private })}
          />
        )}
        {current === 'cover' && <CoverForm key={subject.image ?? 'none'} current={subject.image} submitLabel="Save Cover Image" onDirtyChange={setDirty} onSave={(image) => save({ image: image ?? undefined })} />}
        {current === 'prerequisite' && (
          <PrerequisiteEditor
            key={subject.pre_requisite ?? 'none'}
            currentCode={subject.code}
            initial={{ entries: parsePrerequisiteText(subject.pre_requisite), none: subject.pre_requisite !== null }}
            submitLabel="Save Prerequisite"
            onDirtyChange={setDirty}
            // The settings tab sends the list as text (spec 1 §7).
            onSave={(entries) => save({ prerequisite: JSON.stringify(entries) })}
          />
        )}
      </Paper>

      <Card withBorder radius="md" style={{ borderColor: 'var(--mantine-color-red-3)' }}>
        <Group justify="space-between" gap="sm">
          <Stack gap={2}>
            <Text fw={700}>Delete this subject</Text>
            <Text fz="sm" c="dimmed">
              It disappears from every list and cannot be opened any more.
            </Text>
          </Stack>
          <Button color="red" variant="light" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setDeleting(true)}>
            Delete Subject
          </Button>
        </Group>
      </Card>
      <LeaveGuard when={dirty} />
      <ConfirmDialog opened={deleting} title="Delete Subject" confirmLabel="Delete" danger busy={busy} onConfirm={() => void remove()} onClose={() => setDeleting(false)}>
        {`Are you sure you want to delete ${subject.name}?`}
      </ConfirmDialog>
    </Stack>
  );
}
