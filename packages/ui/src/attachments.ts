import { accountMessages, ATTACHMENT_COUNT_MAX, ATTACHMENT_TOTAL_MAX_BYTES } from '@cp/contract';

export interface Attachment {
  name: string;
  size: number;
  dataUrl: string;
}

/**
 * Whether a checked JPEG may join the list: not one already attached (same content), and the
 * total stays within 2000 KB. Returns the spec's message, or null.
 */
export function attachmentProblem(list: Attachment[], next: Attachment): string | null {
  if (list.some((a) => a.dataUrl === next.dataUrl)) return accountMessages.attachmentDuplicate;
  if (list.length >= ATTACHMENT_COUNT_MAX) return accountMessages.tooManyAttachments;
  if (list.reduce((sum, a) => sum + a.size, next.size) > ATTACHMENT_TOTAL_MAX_BYTES) return accountMessages.attachmentTotal;
  return null;
}
