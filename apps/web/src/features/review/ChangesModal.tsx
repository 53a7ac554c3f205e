import type { ReactNode } from 'react';
import { Modal, SimpleGrid, Stack, Title } from '@mantine/core';
import type { QuestionObject } from '@cp/contract';
import { Loading } from '@cp/ui';
import { EntryValues } from './EntryValues';

export interface Changes {
  old: QuestionObject | null;
  new: QuestionObject;
  changed: string[];
  gameModuleId: number;
}

/** Old (last approved) and new side by side, the changed fields marked; `actions` are the reviewer's buttons. */
export function ChangesView({ changes, actions }: { changes: Changes; actions?: ReactNode }) {
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <section aria-label="Approved version">
          <Title order={3} fz="sm" mb="xs">
            Approved version
          </Title>
          <EntryValues gameModuleId={changes.gameModuleId} entry={changes.old} label="approved version" />
        </section>
        <section aria-label="On review">
          <Title order={3} fz="sm" mb="xs">
            On review
          </Title>
          <EntryValues gameModuleId={changes.gameModuleId} entry={changes.new} changed={changes.old ? changes.changed : []} label="version on review" />
        </section>
      </SimpleGrid>
      {actions}
    </Stack>
  );
}

export function ChangesModal({ opened, changes, onClose, actions }: { opened: boolean; changes: Changes | null | undefined; onClose: () => void; actions?: ReactNode }) {
  return (
    <Modal opened={opened} onClose={onClose} title="View changes" size="xl" closeButtonProps={{ 'aria-label': 'Close' }}>
      {changes ? <ChangesView changes={changes} actions={actions} /> : <Loading label="Loading changes" />}
    </Modal>
  );
}
