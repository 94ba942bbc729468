import { Trans } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';
import { IconArrowLeft, IconClock } from './icons.tsx';
import { PageFrame } from './page-frame.tsx';

export interface ComingSoonProps {
  title: string;
  /** One sentence: what the screen will do. */
  description: string;
  /** Where the way back leads (the user's dashboard, or home). */
  backTo: string;
  backLabel: string;
}

/** A screen that a later release delivers: says what it will do, and offers the way back. */
export function ComingSoon({ title, description, backTo, backLabel }: ComingSoonProps) {
  return (
    <PageFrame title={title}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md" align="flex-start">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={40} radius="xl" variant="light" aria-hidden="true">
              <IconClock size={22} />
            </ThemeIcon>
            <Text fw={600} size="lg">
              <Trans>Coming soon</Trans>
            </Text>
          </Group>
          <Text>{description}</Text>
          <Text size="sm" c="dimmed">
            <Trans>
              This screen is being prepared and will be available in an upcoming release of the portal.
            </Trans>
          </Text>
          <Button component={Link} to={backTo} variant="light" leftSection={<IconArrowLeft size={16} />}>
            {backLabel}
          </Button>
        </Stack>
      </Paper>
    </PageFrame>
  );
}
