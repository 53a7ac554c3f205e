import { ActionIcon, Button, Group, SimpleGrid, Tabs, Text } from '@mantine/core';
import { IconMathFunction, IconX } from '@tabler/icons-react';
import { MATH_SYMBOL_GROUPS } from './symbols';
import type { MathKeyboard } from './use-math-keyboard';

/** Opens and closes the dock. */
export function MathToggle({ keyboard }: { keyboard: MathKeyboard }) {
  return (
    <Button
      variant="light"
      size="compact-sm"
      leftSection={<IconMathFunction size={16} aria-hidden />}
      aria-expanded={keyboard.opened}
      aria-controls={keyboard.opened ? keyboard.dockId : undefined}
      // Keeps the caret in the field the symbols go into.
      onMouseDown={(e) => e.preventDefault()}
      onClick={keyboard.toggle}
    >
      Math symbols
    </Button>
  );
}

/**
 * The symbols, one group per tab, docked at the bottom of the form so that it never covers the
 * field being written; a click types the symbol where the caret was.
 */
export function MathDock({ keyboard }: { keyboard: MathKeyboard }) {
  if (!keyboard.opened) return null;
  return (
    <section id={keyboard.dockId} className="math-dock" aria-label="Math symbols">
      <Tabs defaultValue={MATH_SYMBOL_GROUPS[0]!.title} keepMounted={false}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Tabs.List>
            {MATH_SYMBOL_GROUPS.map((g) => (
              <Tabs.Tab key={g.title} value={g.title} title={g.title} onMouseDown={(e) => e.preventDefault()} fz="xs" px="xs">
                {g.tab}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <ActionIcon variant="subtle" color="gray" aria-label="Close math symbols" onClick={keyboard.close}>
            <IconX size={16} aria-hidden />
          </ActionIcon>
        </Group>
        {MATH_SYMBOL_GROUPS.map((g) => (
          <Tabs.Panel key={g.title} value={g.title} pt="xs">
            <SimpleGrid cols={{ base: 6, xs: 12 }} spacing={4}>
              {g.symbols.map((item) => (
                <Button key={item.symbol} variant="default" className="math-key math-key--compact" aria-label={`Insert ${item.name}`} title={item.name} onMouseDown={(e) => e.preventDefault()} onClick={() => keyboard.insert(item.symbol)}>
                  {item.symbol}
                </Button>
              ))}
            </SimpleGrid>
          </Tabs.Panel>
        ))}
      </Tabs>
      <Text fz="xs" c="dimmed" mt={4}>
        A symbol goes where the cursor was in the field you last typed in.
      </Text>
    </section>
  );
}
