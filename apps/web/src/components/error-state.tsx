import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useMessageText } from '../i18n/message-text.ts';
import { errorMessage } from '../lib/api.ts';
import { IconAlertTriangle, IconRefresh } from './icons.tsx';

export interface ErrorStateProps {
  /** The failure; its message is shown (a call's error.Message, or a network message). */
  error?: unknown;
  /** Shown instead of the error's own message. */
  message?: string;
  /** @default 'Could not load this' */
  title?: string;
  /** Shows a 'Try again' button. */
  onRetry?: () => void;
  retrying?: boolean;
  /** A failed query: its error is shown and 'Try again' fetches it again. */
  query?: { error: unknown; refetch: () => unknown; isFetching: boolean };
}

/** What a list or screen shows when its data could not be loaded. */
export function ErrorState({
  query,
  error = query?.error,
  message,
  title,
  onRetry = query && (() => void query.refetch()),
  retrying = query?.isFetching,
}: ErrorStateProps) {
  const { t } = useLingui();
  const tm = useMessageText();
  return (
    <Alert
      color="red"
      variant="light"
      title={title ?? t`Could not load this`}
      icon={<IconAlertTriangle />}
      role="alert"
    >
      <Text size="sm">{tm(message ?? errorMessage(error))}</Text>
      {onRetry && (
        <Group mt="sm">
          <Button
            size="xs"
            variant="white"
            color="red"
            leftSection={<IconRefresh size={16} />}
            onClick={onRetry}
            loading={retrying}
          >
            <Trans>Try again</Trans>
          </Button>
        </Group>
      )}
    </Alert>
  );
}
