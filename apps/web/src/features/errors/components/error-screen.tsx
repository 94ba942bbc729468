import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Code, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';
import { IconAlertTriangle, IconHome, IconRefresh } from '../../../components/icons.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';

export interface ErrorScreenProps {
  /** Shown only in development builds; users never see stack traces. */
  error?: unknown;
  onRetry?: () => void;
  /** Plain anchor for 'Go to home': needed where the router itself is broken. */
  hardHomeLink?: boolean;
}

/** Whether an error is a failed download of a code chunk (usually: a new version was deployed). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch/i.test(
    message,
  );
}

/** The friendly error screen: what happened, 'Try again' and 'Go to home'. */
export function ErrorScreen({ error, onRetry, hardHomeLink }: ErrorScreenProps) {
  const { t } = useLingui();
  const home = '/';
  const chunk = isChunkLoadError(error);
  return (
    <PageFrame title={t`Something went wrong`} size="sm">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} role="alert">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color="orange" aria-hidden="true">
            <IconAlertTriangle size={28} />
          </ThemeIcon>
          <Text fw={600} size="lg">
            {chunk ? (
              <Trans>This page could not be loaded.</Trans>
            ) : (
              <Trans>Sorry, this page ran into a problem.</Trans>
            )}
          </Text>
          <Text c="dimmed" size="sm">
            {chunk ? (
              <Trans>
                The portal may have just been updated, or the connection dropped. Please try again.
              </Trans>
            ) : (
              <Trans>
                Please try again. If it keeps happening, go to the home page and start again, or contact
                support.
              </Trans>
            )}
          </Text>
          {import.meta.env.DEV && error instanceof Error && (
            <Code block ta="left" w="100%">
              {error.message}
            </Code>
          )}
          <Group justify="center">
            {onRetry && (
              <Button onClick={onRetry} leftSection={<IconRefresh size={16} />}>
                <Trans>Try again</Trans>
              </Button>
            )}
            {hardHomeLink ? (
              <Button
                component="a"
                href={`${import.meta.env.BASE_URL}`}
                variant="default"
                leftSection={<IconHome size={16} />}
              >
                <Trans>Go to home</Trans>
              </Button>
            ) : (
              <Button component={Link} to={home} variant="default" leftSection={<IconHome size={16} />}>
                <Trans>Go to home</Trans>
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </PageFrame>
  );
}
