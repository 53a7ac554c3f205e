import { messages } from '@cp/contract';
import { EmptyState } from '@cp/ui';

/** Tab "Activity" of /profile/{username} (filled by the collaboration work). */
export function ProfileActivityTab(_props: { username: string; isMe: boolean }) {
  return <EmptyState message={messages.noDataFound} />;
}
