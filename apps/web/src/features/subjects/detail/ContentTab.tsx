import type { Subject } from '@cp/contract';
import { ComingSoon } from '@cp/ui';

/**
 * Until the chapter list and the module grid are built, the tab says so: saying 'No chapters are
 * available.' would be untrue for a subject that has them.
 */
export function ContentTab({ subject }: { subject: Subject }) {
  return (
    <ComingSoon
      what={
        subject.adaptive
          ? 'The modules, levels and topics of an adaptive subject will be listed and edited here.'
          : 'The chapters of this subject, with their minigames, will be listed and managed here (Add Chapter included).'
      }
    />
  );
}
