import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { endpoints, type ReviewBody, type ReviewDecision } from '@cp/contract';
import { announce } from '@cp/ui';
import { call } from '../../lib/api';

export const historyKey = (id: number) => ['question-history', id] as const;
export const changesKey = (id: number) => ['question-changes', id] as const;

export function useEntryHistory(id: number | null) {
  return useQuery({ queryKey: historyKey(id ?? 0), queryFn: () => call(endpoints.questionHistory, { params: { id: id! } }), enabled: id !== null });
}

export function useEntryChanges(id: number | null) {
  return useQuery({ queryKey: changesKey(id ?? 0), queryFn: () => call(endpoints.questionChanges, { params: { id: id! } }), enabled: id !== null });
}

/**
 * Approves or declines one entry (`target` its id, with the revision the reviewer saw) or all on
 * review of a minigame; announces the answer and refreshes what shows entries, counts and tasks.
 */
/** After a decision: whatever shows entries, their counts or tasks loads again. */
export function refreshAfterReview(client: QueryClient) {
  for (const key of ['question-list', 'question-banner', 'manager-tasks', 'manager-task-count', 'question-history', 'question-changes']) void client.invalidateQueries({ queryKey: [key] });
}

export function useReview() {
  const client = useQueryClient();
  return async (mg: number, target: number | 'all', decision: ReviewDecision, body: ReviewBody = {}) => {
    const endpoint = decision === 'approve' ? endpoints.approveQuestion : endpoints.declineQuestion;
    const res = await call(endpoint, { params: { mg, target }, body });
    announce(res);
    refreshAfterReview(client);
    return res.status;
  };
}
