import { Button, Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { completionBody, completionFormSchema, type CompletionForm, type UserInfo } from '@cp/contract';
import { announce, LeaveGuard } from '@cp/ui';
import { PersonalDetailsFields, personalDetails } from './PersonalDetailsFields';
import { updateProfile } from './profile-api';
import { Section } from './Section';

/** The completion details (name, phone, birthday, timezone, topic), with the same rules as /completion. */
export function PersonalSection({ info, onSaved }: { info: UserInfo; onSaved: () => void }) {
  const form = useForm<CompletionForm>({
    resolver: zodResolver(completionFormSchema),
    mode: 'onTouched',
    defaultValues: personalDetails(info),
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const res = await updateProfile(completionBody(values));
    if (!announce(res)) return;
    form.reset(values);
    onSaved();
  });
  return (
    <Section title="Personal Details">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <PersonalDetailsFields form={form} />
          <Group justify="flex-end">
            <Button type="submit" loading={form.formState.isSubmitting}>
              Save Personal Details
            </Button>
          </Group>
        </Stack>
      </form>
      <LeaveGuard when={form.formState.isDirty} />
    </Section>
  );
}
