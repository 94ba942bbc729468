import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { type Crumb, PageFrame } from '../../../components/page-frame.tsx';

/**
 * The sign-in and password pages: the shell's page frame (breadcrumbs, one h1) around a card,
 * as wide as the route guard's sign-in so both look alike; fits a 360 px phone.
 */
export function AuthCard({
  title,
  description,
  breadcrumbs,
  children,
  size = 520,
}: {
  title: string;
  description?: ReactNode;
  breadcrumbs?: Crumb[];
  children: ReactNode;
  size?: number;
}) {
  return (
    <PageFrame title={title} description={description} breadcrumbs={breadcrumbs} size={size}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        {children}
      </Paper>
    </PageFrame>
  );
}
