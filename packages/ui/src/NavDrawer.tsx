import type { ReactNode } from 'react';
import { Drawer, Stack } from '@mantine/core';

/** The phone menu of a signed-in header (AppBar loads it on demand). */
export function NavDrawer({ id, opened, onClose, hiddenFrom, children }: { id: string; opened: boolean; onClose: () => void; hiddenFrom: 'md' | 'lg'; children: ReactNode }) {
  return (
    <Drawer id={id} opened={opened} onClose={onClose} title="Menu" position="right" size="xs" hiddenFrom={hiddenFrom} closeButtonProps={{ 'aria-label': 'Close navigation' }}>
      <Stack gap="md">{children}</Stack>
    </Drawer>
  );
}
