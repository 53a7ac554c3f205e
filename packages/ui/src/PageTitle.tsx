import { useEffect, type ReactNode } from 'react';
import { Group, Title, type TitleProps } from '@mantine/core';

export const APP_NAME = 'Content+';

/** Sets the document title: "<title> | Content+". */
export function useDocumentTitle(title: string | null | undefined, appName = APP_NAME) {
  useEffect(() => {
    document.title = title ? `${title} | ${appName}` : appName;
  }, [title, appName]);
}

export interface PageTitleProps extends Omit<TitleProps, 'children' | 'order'> {
  children: string;
  /** Shown on the right of the heading (buttons etc.). */
  actions?: ReactNode;
  /** Document title when it should differ from the heading. */
  documentTitle?: string;
  appName?: string;
}

/** The page's single h1, which also sets the document title. */
export function PageTitle({ children, actions, documentTitle, appName, ...rest }: PageTitleProps) {
  useDocumentTitle(documentTitle ?? children, appName);
  const heading = (
    <Title order={1} fz={{ base: 26, sm: 32 }} {...rest}>
      {children}
    </Title>
  );
  if (!actions) return heading;
  return (
    <Group justify="space-between" align="center" gap="sm" wrap="wrap">
      {heading}
      <Group gap="sm">{actions}</Group>
    </Group>
  );
}
