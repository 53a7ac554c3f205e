import { Button, Text } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages } from '@cp/contract';
import { EmptyState, PageFrame } from '@cp/ui';

/** The legal pages whose text the administrators edit (`GET /statics/{tos|privacy|cookie}`). */
export const LEGAL_PAGES = {
  tos: 'Terms of Service',
  privacy: 'Privacy Policy',
  cookie: 'Cookie Policy',
} as const;

export type LegalPage = keyof typeof LEGAL_PAGES;

export function LegalPageView({ page }: { page: LegalPage }) {
  return (
    <PageFrame title={LEGAL_PAGES[page]} size="md">
      <EmptyState message={messages.noDataFound} />
    </PageFrame>
  );
}

/** /faq — questions and answers, with a way to contact support. */
export function FaqPage() {
  return (
    <PageFrame
      title="Frequently Asked Questions"
      size="md"
      actions={
        <Button component={Link} to="/contact" variant="light" leftSection={<IconMessage size={18} aria-hidden />}>
          Contact Us
        </Button>
      }
    >
      <EmptyState message={messages.noDataFound} />
    </PageFrame>
  );
}

/** /contact — support ticket (public). */
export function ContactPage() {
  return (
    <PageFrame
      title="Contact Us"
      size="sm"
      description={
        <Text c="dimmed">
          Send us your question or report a problem. We reply to the e-mail address you give us.
        </Text>
      }
    />
  );
}
