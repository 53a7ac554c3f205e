import { Paper, Typography } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { endpoints, legalPageSchema, messages, type LegalPageType } from '@cp/contract';
import { EmptyState, PageFrame, Loading } from '@cp/ui';
import { call } from '../../lib/api';

/** The legal pages whose text the administrators edit (`GET /statics/{tos|privacy|cookie}`). */
export const LEGAL_PAGES: Record<LegalPageType, string> = {
  tos: 'Terms of Service',
  privacy: 'Privacy Policy',
  cookie: 'Cookie Policy',
};

/** /tos, /privacy, /cookie: the stored rich text, sanitised by the server. */
export function LegalPageView({ page }: { page: LegalPageType }) {
  const query = useQuery({
    queryKey: ['statics', page],
    queryFn: async ({ signal }) => {
      const res = await call(endpoints[page], { signal });
      const parsed = res.status ? legalPageSchema.safeParse(res.data) : null;
      return parsed?.success ? parsed.data : null;
    },
  });
  const title = query.data?.page_name ?? LEGAL_PAGES[page];
  return (
    <PageFrame
      title={title}
      size="md"
    >
      {query.isPending ? (
        <Loading label="Loading" />
      ) : query.data ? (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Typography>
            {/* Sanitised on the server (sanitize-html, an allow-list of the editor's markup). */}
            <div className="legal-content" dangerouslySetInnerHTML={{ __html: query.data.content }} />
          </Typography>
        </Paper>
      ) : (
        <EmptyState message={messages.noDataFound} />
      )}
    </PageFrame>
  );
}
