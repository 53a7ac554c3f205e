import type { Subject } from '@cp/contract';
import { ComingSoon } from '@cp/ui';
import { ChapterList } from '../../chapters/ChapterList';

/** Normal subjects: the chapter list. Adaptive subjects get their module grid with adaptive content. */
export function ContentTab({ subject }: { subject: Subject }) {
  if (subject.adaptive) return <ComingSoon what="The modules, levels and topics of an adaptive subject will be listed and edited here." />;
  return <ChapterList subject={subject} />;
}
