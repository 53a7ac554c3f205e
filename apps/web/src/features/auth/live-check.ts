import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { endpoints, LIVE_CHECK_DEBOUNCE_MS } from '@cp/contract';
import { call } from '../../lib/api';
import { loadRules } from './load-rules';

export interface LiveCheck {
  /** The value the answer is for; the answer is shown only while the field still holds it. */
  value: string;
  available: boolean;
  message: string;
}

/**
 * The sign-up form's live check of an e-mail or username (`GET /validate/{kind}?value=`), sent once
 * typing pauses and only for values that pass the form's own rules.
 */
export function useLiveCheck(kind: 'email' | 'username', value: string): LiveCheck | null {
  const trimmed = value.trim();
  const [debounced] = useDebouncedValue(trimmed, LIVE_CHECK_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['validate', kind, debounced],
    enabled: debounced !== '',
    queryFn: async ({ signal }): Promise<LiveCheck | null> => {
      // Values the form's own rules refuse are not sent (the field shows that rule's message).
      const rules = await loadRules();
      if (!(kind === 'email' ? rules.emailSchema : rules.usernameSchema).safeParse(debounced).success) return null;
      const res = await call(endpoints.validate, { params: { kind }, query: { value: debounced }, signal });
      return { value: debounced, available: res.status, message: res.message };
    },
  });
  if (!query.data || query.data.value !== trimmed) return null;
  return query.data;
}
