import '../subjects.css';
import { useEffect, useState } from 'react';
import { Stack } from '@mantine/core';
import { ImageCropField, notify } from '@cp/ui';
import { StepActions } from './StepActions';

export interface CoverFormProps {
  current: string | null;
  submitLabel: string;
  /** Called with the new cropped image, or null to keep the current one. */
  onSave: (image: string | null) => Promise<boolean>;
  /** Wizard: the button works without a new image. */
  optional?: boolean;
  /** Told whether a new image is waiting to be saved. */
  onDirtyChange?: (dirty: boolean) => void;
}

export function CoverForm({ current, submitLabel, onSave, optional = false, onDirtyChange }: CoverFormProps) {
  const [image, setImage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => onDirtyChange?.(image !== null), [image, onDirtyChange]);
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
