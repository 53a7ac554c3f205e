import { useEffect, useState } from 'react';
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { adminMessages, endpoints, faqProblems, type AdminFaq } from '@cp/contract';
import { ImageCropField, isApiError, notify } from '@cp/ui';
import { call } from '../../lib/api';

export interface FaqFormProps {
  /** 'new', the FAQ being edited, or null when closed. */
  editing: AdminFaq | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The 'Saving FAQ' modal (spec 3 §2, §4): question, answer, a square JPEG image. */
export function FaqForm({ editing, onClose, onSaved }: FaqFormProps) {
  const [question, setQuestion] = useState('');
  const [answer, setAnswer] = useState('');
  const [image, setImage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (editing === null) return;
    setQuestion(editing === 'new' ? '' : editing.question);
    setAnswer(editing === 'new' ? '' : editing.answer);
    setImage(editing === 'new' ? null : editing.image);
  }, [editing]);

  const save = async () => {
    const problems = faqProblems({ question, answer });
    if (problems.length) {
      // Both messages together, as a list, in one toast; nothing is sent.
      notify.error(
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>,
        { toastId: 'faq-invalid' },
      );
      return;
    }
    setSaving(true);
    try {
      const res = await call(endpoints.saveFaq, { body: { ...(editing !== 'new' && editing ? { id: editing.faq_id } : {}), question, answer, image } });
      if (res.status) {
        notify.success(adminMessages.faqSaved);
        onSaved();
        onClose();
      } else notify.error(`${adminMessages.faqNotSaved} ${res.message}`);
    } catch (error) {
      if (!isApiError(error)) notify.error(adminMessages.faqSaveFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={editing !== null} onClose={onClose} title="Saving FAQ" size="lg" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack>
        <TextInput label="Question" value={question} onChange={(e) => setQuestion(e.currentTarget.value)} maxLength={500} disabled={saving} data-autofocus />
        <Textarea label="Answer" value={answer} onChange={(e) => setAnswer(e.currentTarget.value)} autosize minRows={4} maxLength={5000} disabled={saving} />
        <ImageCropField
          label="Image"
          value={image}
          onChange={setImage}
          aspect={1}
          browseLabel="Browse File"
          description="Image size (Max: 2MB)"
          removable
          clearOnCancel
          cropTitle="Crop the FAQ image"
          previewAlt="FAQ image"
          previewWidth={160}
          disabled={saving}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={saving}>
            Save FAQ
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
