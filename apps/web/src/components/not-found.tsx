import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useMessageText } from '../i18n/message-text.ts';
import { SHELL_MSG } from '../lib/shell-messages.ts';
import { IconHome, IconSearch } from './icons.tsx';
import { PageFrame } from './page-frame.tsx';

export const PAGE_NOT_FOUND = msg`Page not found`;

/** Any unmatched path (spec: 'Page you are looking for could not be found', with a link home). */
export function NotFound({
  homeTo = '/',
  homeLabel,
}: {
  homeTo?: string;
  /** @default 'Go to home' */
  homeLabel?: string;
}) {
  const { t, i18n } = useLingui();
  const tm = useMessageText();
  return (
    <PageFrame title={i18n._(PAGE_NOT_FOUND)} size="sm">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
            <IconSearch size={28} />
          </ThemeIcon>
          <Title order={2} fz="h4">
            {tm(SHELL_MSG.pageNotFound)}
          </Title>
          <Text c="dimmed" size="sm">
            <Trans>
              The link may be old or mistyped. Check the address, or start again from the home page.
            </Trans>
          </Text>
          <Group justify="center">
            <Button component={Link} to={homeTo} leftSection={<IconHome size={16} />}>
              {homeLabel ?? t`Go to home`}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </PageFrame>
  );
}
