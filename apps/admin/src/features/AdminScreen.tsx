import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { ComingSoon, PageFrame } from '@cp/ui';

export interface AdminScreenProps {
  title: string;
  description: string;
  children?: ReactNode;
}

/** A back-office screen: title, one line on what it is for, and its content (until it is built, a note saying so). */
export function AdminScreen({ title, description, children }: AdminScreenProps) {
  return (
    <PageFrame title={title} size="xl" appName="Content+ Admin" description={<Text c="dimmed">{description}</Text>}>
      {children ?? <ComingSoon what={`The ${title} screen is being built.`} />}
    </PageFrame>
  );
}
