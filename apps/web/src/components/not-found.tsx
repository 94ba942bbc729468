import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { MSG } from '@pp/contract/messages';
import { Link } from 'react-router';
import { IconHome, IconSearch } from './icons.tsx';
import { PageFrame } from './page-frame.tsx';

/** Any unmatched path (spec: 'Page you are looking for could not be found', with a link home). */
export function NotFound({
  homeTo = '/',
  homeLabel = 'Go to home',
}: {
  homeTo?: string;
  homeLabel?: string;
}) {
  return (
    <PageFrame title="Page not found" size="sm">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
            <IconSearch size={28} />
          </ThemeIcon>
          <Title order={2} fz="h4">
            {MSG.pageNotFound}
          </Title>
          <Text c="dimmed" size="sm">
            The link may be old or mistyped. Check the address, or start again from the home page.
          </Text>
          <Group justify="center">
            <Button component={Link} to={homeTo} leftSection={<IconHome size={16} />}>
              {homeLabel}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </PageFrame>
  );
}
