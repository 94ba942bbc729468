import { Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { SectionPaper } from './section-paper.tsx';

/** One titled part of a long registration form: a bordered card with an h2. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <SectionPaper headingId={headingId} p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <div>
          <Title order={2} fz="h4" id={headingId}>
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed" mt={4}>
              {description}
            </Text>
          ) : null}
        </div>
        {children}
      </Stack>
    </SectionPaper>
  );
}
