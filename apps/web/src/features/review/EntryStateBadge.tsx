import { Badge } from '@mantine/core';
import type { EntryState } from '@cp/contract';

/**
 * An entry's state. On review is yellow for the people who decide it and blue for the others
 * (spec 2 §6 markers); every variant keeps AA contrast.
 */
export function EntryStateBadge({ state, forManager = true }: { state: EntryState; forManager?: boolean }) {
  if (state === 'On Review') {
    return forManager ? (
      <Badge color="yellow.3" c="dark.8" variant="filled">
        On review
      </Badge>
    ) : (
      <Badge color="blue.9" variant="outline">
        On review
      </Badge>
    );
  }
  return (
    <Badge color={state === 'Approved' ? 'teal.9' : 'red.9'} variant="outline">
      {state}
    </Badge>
  );
}
