import type { ReactNode } from 'react';
import { Container, Stack, type ContainerProps } from '@mantine/core';
import { PageTitle } from './PageTitle';

export interface PageFrameProps {
  title: string;
  actions?: ReactNode;
  /** Short line under the heading. */
  description?: ReactNode;
  size?: ContainerProps['size'];
  appName?: string;
  children?: ReactNode;
}

/** A page: its h1 (which also sets the document title), optional actions, and content. */
export function PageFrame({ title, actions, description, size = 'lg', appName, children }: PageFrameProps) {
  return (
    <Container size={size} py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <PageTitle actions={actions} appName={appName}>
            {title}
          </PageTitle>
          {description}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
