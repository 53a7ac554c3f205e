import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { endpoints, emailSchema, LIVE_CHECK_DEBOUNCE_MS, usernameSchema } from '@cp/contract';
import { call } from '../../lib/api';

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
  const valid = (kind === 'email' ? emailSchema : usernameSchema).safeParse(debounced).success;
  const query = useQuery({
    queryKey: ['validate', kind, debounced],
    enabled: valid && debounced !== '',
    queryFn: async ({ signal }): Promise<LiveCheck> => {
      const res = await call(endpoints.validate, { params: { kind }, query: { value: debounced }, signal });
      return { value: debounced, available: res.status, message: res.message };
    },
  });
  if (!valid || !query.data || query.data.value !== trimmed) return null;
  return query.data;
}
