import './questions.css';
import { Alert, Badge, Box, Group, Image, List, Paper, Stack, Tabs, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconBrandTelegram, IconCheck, IconDeviceGamepad2 } from '@tabler/icons-react';
import type { PreviewResult } from '@cp/contract';

type Preview = PreviewResult['preview'];
type DocScreen = NonNullable<Preview['doc']>['screens'][number];
type Step = NonNullable<Preview['chatbot']>['steps'][number];

/** `attach://image` is a new upload the server did not keep: the browser shows its own copy. */
const imageSrc = (ref: string | null, localImage: string | null) => (ref === 'attach://image' ? localImage : ref);

const INPUT_TEXT: Record<DocScreen['input'], string> = {
  choose: 'The player picks an answer.',
  type: 'The player types the answer',
  speak: 'The player says the answer',
  spell: 'The player spells the word',
};

function DocScreenCard({ screen, localImage }: { screen: DocScreen; localImage: string | null }) {
  const src = imageSrc(screen.image, localImage);
  return (
    <Paper className="preview-phone" component="section" aria-label={`Game app: ${screen.title}`}>
      <Stack gap="xs">
        <Title order={3} fz="md">
          {screen.title}
        </Title>
        {src && <Image src={src} alt="The entry's picture" radius="md" w={160} h={160} fit="cover" />}
        {screen.npc && (
          <Text fz="sm" className="chat-bubble">
            {screen.npc}
          </Text>
        )}
        {screen.prompt && <Text fw={600}>{screen.prompt}</Text>}
        {screen.passage && (
          <Text>
            {screen.passage.map((s, i) =>
              s.marked ? (
                <span key={i} className="preview-gap">
                  <span aria-hidden>?</span>
                  <VisuallyHidden>(gap)</VisuallyHidden>
                </span>
              ) : (
                <span key={i}>{s.text}</span>
              ),
            )}
          </Text>
        )}
        {screen.hints.length > 0 && (
          <List size="sm" type="ordered" aria-label="Hints">
            {screen.hints.map((h, i) => (
              <List.Item key={i}>{h}</List.Item>
            ))}
          </List>
        )}
        {screen.choices.length > 0 && (
          <Stack gap={6} role="list" aria-label="Choices">
            {screen.choices.map((c, i) => (
              <Group key={i} role="listitem" gap="xs" wrap="nowrap" p={6} bd="1px solid var(--mantine-color-default-border)" style={{ borderRadius: 8, background: 'var(--mantine-color-body)' }}>
                {c.correct ? (
                  <ThemeIcon size="sm" color="teal" radius="xl" aria-hidden>
                    <IconCheck size={12} />
                  </ThemeIcon>
                ) : (
                  <Box w={22} />
                )}
                <Text fz="sm">
                  {c.text}
                  {c.correct && <VisuallyHidden> (correct)</VisuallyHidden>}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
        <Text fz="xs" c="dimmed">
          {INPUT_TEXT[screen.input]}
          {screen.answer ? `: “${screen.answer}”` : ''}
          {screen.input === 'choose' ? '' : '.'}
        </Text>
        {screen.notes.map((n) => (
          <Text key={n} fz="xs" c="dimmed">
            {n}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}

function ChatStep({ step, localImage }: { step: Step; localImage: string | null }) {
  const { call } = step;
  const keyboard = call.method !== 'sendPoll' ? call.reply_markup?.inline_keyboard : undefined;
  return (
    <Stack gap={4}>
      {step.when && <Text className="chat-when">{step.when}</Text>}
      <div className="chat-bubble">
        {call.method === 'sendPhoto' && (imageSrc(call.photo, localImage) ? <img src={imageSrc(call.photo, localImage)!} alt="The entry's picture" /> : <Text fz="xs">[picture]</Text>)}
        {call.method === 'sendMessage' && <Text fz="sm">{call.text}</Text>}
        {call.method === 'sendPhoto' && call.caption && <Text fz="sm">{call.caption}</Text>}
        {call.method === 'sendPoll' && (
          <Stack gap={4}>
            <Text fz="sm" fw={600}>
              {call.question}
            </Text>
            <Text fz="xs" c="dimmed">
              Quiz
            </Text>
            {call.options.map((o, i) => (
              <Group key={i} gap={6} wrap="nowrap">
                <Text fz="sm" aria-hidden>
                  {i === call.correct_option_id ? '✓' : '○'}
                </Text>
                <Text fz="sm">
                  {o.text}
                  {i === call.correct_option_id && <VisuallyHidden> (correct)</VisuallyHidden>}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </div>
      {keyboard && (
        <Stack gap={4}>
          {keyboard.map((row, i) => (
            <Group key={i} gap={4} grow>
              {row.map((b) => (
                <Text key={b.callback_data} fz="sm" ta="center" p={6} style={{ background: 'rgb(255 255 255 / 70%)', borderRadius: 8 }}>
                  {b.text}
                </Text>
              ))}
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The entry as the game app and the Telegram chatbot show it, with what breaks Telegram's limits. */
export function PreviewPanel({ result, localImage }: { result: PreviewResult; localImage: string | null }) {
  const { doc, chatbot } = result.preview;
  const first = doc ? 'doc' : 'chatbot';
  return (
    <Tabs defaultValue={first} keepMounted={false}>
      <Tabs.List>
        {doc && (
          <Tabs.Tab value="doc" leftSection={<IconDeviceGamepad2 size={16} aria-hidden />}>
            Game app
          </Tabs.Tab>
        )}
        {chatbot && (
          <Tabs.Tab value="chatbot" leftSection={<IconBrandTelegram size={16} aria-hidden />} rightSection={chatbot.problems.length ? <Badge color="red" size="sm">{chatbot.problems.length}</Badge> : null}>
            Telegram chatbot
          </Tabs.Tab>
        )}
      </Tabs.List>
      {doc && (
        <Tabs.Panel value="doc" pt="md">
          <Group align="flex-start" gap="md">
            {doc.screens.map((s, i) => (
              <DocScreenCard key={i} screen={s} localImage={localImage} />
            ))}
          </Group>
        </Tabs.Panel>
      )}
      {chatbot && (
        <Tabs.Panel value="chatbot" pt="md">
          <Stack gap="md">
            {chatbot.problems.length > 0 && (
              <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title="Telegram cannot send this as it is">
                <List size="sm">
                  {chatbot.problems.map((p) => (
                    <List.Item key={p.message}>{p.message}</List.Item>
                  ))}
                </List>
              </Alert>
            )}
            <div className="chat-thread">
              <Stack gap="sm">
                {chatbot.steps.map((s, i) => (
                  <ChatStep key={i} step={s} localImage={localImage} />
                ))}
              </Stack>
            </div>
          </Stack>
        </Tabs.Panel>
      )}
    </Tabs>
  );
}
