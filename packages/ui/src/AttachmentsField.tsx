import { useRef, useState } from 'react';
import { ActionIcon, Box, Button, Group, Image, Input, SimpleGrid, Stack } from '@mantine/core';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { attachmentProblem, type Attachment } from './attachments';
import { checkJpegFile, readAsDataUrl } from './image-file';

export interface AttachmentsFieldProps {
  /** The file input's id (its label points at it). */
  id: string;
  value: Attachment[];
  onChange: (list: Attachment[]) => void;
  label?: string;
  disabled?: boolean;
}

/**
 * Attached images (contact form, ticket replies): JPEG only, 2000 KB together, none twice, each
 * shown with a remove button; a refused file shows the spec's message under the field.
 */
export function AttachmentsField({ id, value, onChange, label = 'Images', disabled }: AttachmentsFieldProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const addFiles = async (chosen: FileList | null) => {
    // Copy first: clearing the input (so the same file can be chosen again) empties its FileList.
    const files = Array.from(chosen ?? []);
    if (fileInput.current) fileInput.current.value = '';
    let list = value;
    let refused: string | null = null;
    for (const file of files) {
      refused = await checkJpegFile(file);
      if (refused) break;
      const next = { name: file.name, size: file.size, dataUrl: await readAsDataUrl(file) };
      refused = attachmentProblem(list, next);
      if (refused) break;
      list = [...list, next];
    }
    onChange(list);
    setProblem(refused);
  };

  return (
    <Input.Wrapper label={label} description="JPEG only, 2MB in total" error={problem} errorProps={{ role: 'alert' }} labelProps={{ htmlFor: id }}>
      <Stack gap="xs" mt={6}>
        <input ref={fileInput} id={id} type="file" accept="image/jpeg" multiple hidden onChange={(e) => void addFiles(e.currentTarget.files)} />
        {value.length > 0 && (
          <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
            {value.map((a, index) => (
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
                  disabled={disabled}
                  onClick={() => {
                    onChange(value.filter((_, i) => i !== index));
                    setProblem(null);
                  }}
                >
                  <IconX size={14} aria-hidden />
                </ActionIcon>
              </Box>
            ))}
          </SimpleGrid>
        )}
        <Group>
          <Button variant="default" leftSection={<IconPaperclip size={16} aria-hidden />} onClick={() => fileInput.current?.click()} disabled={disabled}>
            Attach Images
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
