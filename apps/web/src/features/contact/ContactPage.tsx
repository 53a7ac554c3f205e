import { useRef, useState } from 'react';
import { ActionIcon, Alert, Box, Button, Group, Image, Input, Paper, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconCircleCheck, IconPaperclip, IconX } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { endpoints, contactTicketBodySchema, contactTopicsFor, type ContactTicketBody } from '@cp/contract';
import { announce, checkJpegFile, PageFrame, readAsDataUrl } from '@cp/ui';
import { call } from '../../lib/api';
import { useSession } from '../../lib/session';
import { attachmentProblem, type Attachment } from './attachments';

const formSchema = contactTicketBodySchema.omit({ attachments: true });
type ContactForm = Omit<ContactTicketBody, 'attachments'>;

/** /contact: a support ticket from a visitor or a signed-in user (topics differ, spec 3 §6). */
export function ContactPage() {
  const { user } = useSession();
  const topics = contactTopicsFor(user !== null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [attachError, setAttachError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const { register, control, handleSubmit, reset, formState } = useForm<ContactForm>({
    resolver: zodResolver(formSchema),
    mode: 'onTouched',
    defaultValues: { email: user?.email ?? '', topic: '', message: '' },
  });

  const addFiles = async (chosen: FileList | null) => {
    // Copy first: clearing the input (so the same file can be chosen again) empties its FileList.
    const files = Array.from(chosen ?? []);
    if (fileInput.current) fileInput.current.value = '';
    let list = attachments;
    let problem: string | null = null;
    for (const file of files) {
      problem = await checkJpegFile(file);
      if (problem) break;
      const next = { name: file.name, size: file.size, dataUrl: await readAsDataUrl(file) };
      problem = attachmentProblem(list, next);
      if (problem) break;
      list = [...list, next];
    }
    setAttachments(list);
    setAttachError(problem);
  };

  const onSubmit = handleSubmit(async (values) => {
    setSent(null);
    const res = await call(endpoints.sendTicket, { body: { ...values, attachments: attachments.map((a) => a.dataUrl) } });
    if (!announce(res)) return;
    setSent(res.message);
    setAttachments([]);
    setAttachError(null);
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
            <Input.Wrapper
              label="Images"
              description="JPEG only, 2MB in total"
              error={attachError}
              errorProps={{ role: 'alert' }}
              labelProps={{ htmlFor: 'contact-attachments' }}
            >
              <Stack gap="xs" mt={6}>
                <input
                  ref={fileInput}
                  id="contact-attachments"
                  type="file"
                  accept="image/jpeg"
                  multiple
                  hidden
                  onChange={(e) => void addFiles(e.currentTarget.files)}
                />
                {attachments.length > 0 && (
                  <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
                    {attachments.map((a, index) => (
                      <Box key={a.dataUrl.slice(-40)} pos="relative">
                        <Image src={a.dataUrl} alt={`Attachment ${index + 1}: ${a.name}`} radius="sm" h={72} fit="cover" />
                        <ActionIcon
                          size="sm"
                          radius="xl"
                          color="red"
                          pos="absolute"
                          top={4}
                          right={4}
                          aria-label={`Remove attachment ${index + 1}`}
                          onClick={() => {
                            setAttachments((list) => list.filter((_, i) => i !== index));
                            setAttachError(null);
                          }}
                        >
                          <IconX size={14} aria-hidden />
                        </ActionIcon>
                      </Box>
                    ))}
                  </SimpleGrid>
                )}
                <Group>
                  <Button variant="default" leftSection={<IconPaperclip size={16} aria-hidden />} onClick={() => fileInput.current?.click()}>
                    Attach Images
                  </Button>
                </Group>
              </Stack>
            </Input.Wrapper>
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
