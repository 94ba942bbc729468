import { EmptyState as MantineEmptyState, Paper } from '@mantine/core';
import { MSG } from '@pp/contract/messages';
import type { ReactNode } from 'react';
import { useMessageText } from '../i18n/message-text.ts';
import { IconInbox } from './icons.tsx';

export interface EmptyStateProps {
  /** @default 'No records found' (the spec's empty-list text). A text is shown in the reader's language when it is a contract message. */
  message?: ReactNode;
  /** A second, smaller line. */
  description?: ReactNode;
  /** For example a link to post the first job. */
  action?: ReactNode;
}

/** What a list shows when it has no rows. */
export function EmptyState({ message = MSG.noRecords, description, action }: EmptyStateProps) {
  const tm = useMessageText();
  return (
    <Paper withBorder radius="md" py="xl" px="md">
      <MantineEmptyState
        size="sm"
        withIndicatorBackground
        icon={<IconInbox size={26} />}
        title={typeof message === 'string' ? tm(message) : message}
        description={description}
        role="status"
      >
        {action && <MantineEmptyState.Actions>{action}</MantineEmptyState.Actions>}
      </MantineEmptyState>
    </Paper>
  );
}
