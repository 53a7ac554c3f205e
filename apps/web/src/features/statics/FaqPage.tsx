import { Accordion, Button, Image, Stack, Text } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { z } from 'zod';
import { endpoints, faqItemSchema, messages } from '@cp/contract';
import { EmptyState, PageFrame, Loading } from '@cp/ui';
import { call } from '../../lib/api';

/** /faq: questions and answers (text and an optional image), with a way to contact support. */
export function FaqPage() {
  const query = useQuery({
    queryKey: ['statics', 'faq'],
    queryFn: async ({ signal }) => {
      const res = await call(endpoints.faq, { signal });
      const parsed = res.status ? z.array(faqItemSchema).safeParse(res.data) : null;
      return parsed?.success ? parsed.data : [];
    },
  });
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
      {query.isPending ? (
        <Loading label="Loading" />
      ) : query.data && query.data.length > 0 ? (
        <Accordion variant="separated" radius="md" chevronPosition="right">
          {query.data.map((item, index) => (
            <Accordion.Item key={index} value={String(index)}>
              <Accordion.Control>
                <Text fw={600}>{item.question}</Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="md">
                  <Text style={{ whiteSpace: 'pre-line' }}>{item.answer.text}</Text>
                  {item.answer.image && (
                    <Image src={item.answer.image} alt={`Illustration: ${item.question}`} radius="md" maw={560} fit="contain" />
                  )}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      ) : (
        <EmptyState message={messages.noDataFound} />
      )}
      <Text c="dimmed" ta="center">
        Did not find your answer?{' '}
        <Button component={Link} to="/contact" variant="subtle" size="compact-sm">
          Contact Us
        </Button>
      </Text>
    </PageFrame>
  );
}
