import { Button, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { messages } from '@cp/contract';
import { notify } from '@cp/ui';
import { copyText } from '../../lib/clipboard';
import { MATH_SYMBOL_GROUPS } from './symbols';

export interface MathKeyboardModalProps {
  opened: boolean;
  onClose: () => void;
}

/** An on-screen keypad of math symbols: a click copies the symbol to paste into an entry. */
export function MathKeyboardModal({ opened, onClose }: MathKeyboardModalProps) {
  const copy = async (symbol: string) => {
    if (await copyText(symbol)) notify.success(messages.copied, { toastId: 'math-copied', autoClose: 1500 });
    else notify.error(messages.copyFailed);
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Math Keyboard"
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close math keyboard' }}
    >
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          Choose a symbol to copy it, then paste it into your question or answer.
        </Text>
        {MATH_SYMBOL_GROUPS.map((group) => (
          <section key={group.title} aria-label={group.title}>
            <Title order={3} fz="sm" fw={700} c="gray.8" mb={6}>
              {group.title}
            </Title>
            <SimpleGrid cols={{ base: 4, xs: 6 }} spacing={6}>
              {group.symbols.map((item) => (
                <Button
                  key={item.symbol}
                  variant="default"
                  className="math-key"
                  aria-label={`Copy ${item.name}`}
                  title={item.name}
                  onClick={() => void copy(item.symbol)}
                >
                  {item.symbol}
                </Button>
              ))}
            </SimpleGrid>
          </section>
        ))}
      </Stack>
    </Modal>
  );
}
