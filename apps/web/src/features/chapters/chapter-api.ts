import { useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type Chapter } from '@cp/contract';
import { announce, firstFetch } from '@cp/ui';
import { call } from '../../lib/api';

export const chaptersKey = (code: string) => ['chapters', code] as const;

/** `GET /chapters/get/{code}`. */
export function useChapters(code: string) {
  return useQuery({
    queryKey: chaptersKey(code),
    queryFn: async (context): Promise<Chapter[]> => {
      const res = await call(endpoints.chapters, { params: { code }, signal: context.signal, takeEarly: firstFetch(context) });
      if (!res.status) throw new Error(res.message);
      return res.data;
    },
  });
}

/** Runs a change, shows its answer once, and reloads the chapter list (and the subject header) when it worked. */
export function useChapterAction(code: string) {
  const client = useQueryClient();
  return async (run: () => Promise<{ status: boolean; message: string }>) => {
    const res = await run();
    if (announce(res)) {
      await client.invalidateQueries({ queryKey: chaptersKey(code) });
      void client.invalidateQueries({ queryKey: ['subject', code] });
    }
    return res.status;
  };
}
