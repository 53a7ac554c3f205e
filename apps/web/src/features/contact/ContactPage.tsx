import { useState } from 'react';
import { Alert, Button, Group, Paper, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { endpoints, contactTicketBodySchema, contactTopicsFor, type ContactTicketBody } from '@cp/contract';
import { announce, AttachmentsField, PageFrame, type Attachment } from '@cp/ui';
import { call } from '../../lib/api';
import { useSession } from '../../lib/session';

const formSchema = contactTicketBodySchema.omit({ attachments: true });
type ContactForm = Omit<ContactTicketBody, 'attachments'>;

/** /contact: a support ticket from a visitor or a signed-in user (topics differ, spec 3 §6). */
export function ContactPage() {
  const { user } = useSession();
  const topics = contactTopicsFor(user !== null);
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [sent, setSent] = useState<string | null>(null);
  const { register, control, handleSubmit, reset, formState } = useForm<ContactForm>({
    resolver: zodResolver(formSchema),
    mode: 'onTouched',
    defaultValues: { email: user?.email ?? '', topic: '', message: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setSent(null);
    const res = await call(endpoints.sendTicket, { body: { ...values, attachments: attachments.map((a) => a.dataUrl) } });
    if (!announce(res)) return;
    setSent(res.message);
    setAttachments([]);
    reset({ email: user?.email ?? '', topic: '', message: '' });
  });

  return (
    <PageFrame
      title="Contact Us"
      size="sm"
      description={<Text c="dimmed">Send us your question or report a problem. We reply to the e-mail address you give us.</Text>}
    >
      {sent && (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
          {sent}
        </Alert>
      )}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <TextInput label="E-mail" type="email" autoComplete="email" withAsterisk error={formState.errors.email?.message} {...register('email')} />
            <Controller
              control={control}
              name="topic"
              render={({ field, fieldState }) => (
                <Select
                  label="Topic"
                  withAsterisk
                  data={[...topics]}
                  value={field.value || null}
                  onChange={(v) => field.onChange(v ?? '')}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  allowDeselect={false}
                />
              )}
            />
            <Textarea label="Message" withAsterisk autosize minRows={5} maxRows={12} error={formState.errors.message?.message} {...register('message')} />
            <AttachmentsField id="contact-attachments" value={attachments} onChange={setAttachments} />
            <Group justify="flex-end">
              <Button type="submit" size="md" loading={formState.isSubmitting}>
                Send
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {user && (
        <Text c="dimmed" fz="sm">
          Signed in as {user.username}: your ticket is linked to your account.
        </Text>
      )}
    </PageFrame>
  );
}
