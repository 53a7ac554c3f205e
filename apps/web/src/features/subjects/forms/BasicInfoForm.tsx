import '../subjects.css';
import { useEffect } from 'react';
import { Box, Button, Group, Radio, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { SUBJECT_DESCRIPTION_MAX, SUBJECT_NAME_MAX, subjectBasicInfoSchema, type SubjectBasicInfo } from '@cp/contract';
import { CharCounter } from '@cp/ui';

export interface BasicInfoFormProps {
  initial: SubjectBasicInfo;
  /** The normal/adaptive choice is made once, when the subject is created. */
  typeLocked: boolean;
  submitLabel: string;
  onSave: (values: SubjectBasicInfo) => Promise<boolean>;
  onChange?: (values: SubjectBasicInfo) => void;
  /** Told whether the form differs from `initial` (Setting asks before leaving unsaved edits). */
  onDirtyChange?: (dirty: boolean) => void;
}

export function BasicInfoForm({ initial, typeLocked, submitLabel, onSave, onChange, onDirtyChange }: BasicInfoFormProps) {
  const { register, control, handleSubmit, watch, formState } = useForm<SubjectBasicInfo>({
    resolver: zodResolver(subjectBasicInfoSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const name = watch('name') ?? '';
  const description = watch('description') ?? '';
  useEffect(() => onDirtyChange?.(formState.isDirty), [formState.isDirty, onDirtyChange]);
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
