import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@cp/contract';
import { call } from './api';

export type ReferenceCategory = 'user' | 'subject' | 'chapter' | 'minigame';

/**
 * Does it exist, for this caller? (`GET /reference-check/{category}/{identifier}`.) Pages check an id
 * from their address first and send an unknown one to /not-found (spec 1 §8, spec 3 §2).
 */
export function useReferenceExists(category: ReferenceCategory, identifier: string, enabled = true) {
  return useQuery({
    queryKey: ['reference-check', category, identifier],
    enabled,
    queryFn: async ({ signal }) => (await call(endpoints.referenceCheck, { params: { category, identifier }, signal, quiet: true })).status,
  });
}
