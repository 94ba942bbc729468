import { EmptyState as MantineEmptyState, Paper } from '@mantine/core';
import { MSG } from '@pp/contract/messages';
import type { ReactNode } from 'react';
import { IconInbox } from './icons.tsx';

export interface EmptyStateProps {
  /** @default 'No records found' (the spec's empty-list text) */
  message?: ReactNode;
  /** A second, smaller line. */
  description?: ReactNode;
  /** For example a link to post the first job. */
  action?: ReactNode;
}

/** What a list shows when it has no rows. */
export function EmptyState({ message = MSG.noRecords, description, action }: EmptyStateProps) {
  return (
    <Paper withBorder radius="md" py="xl" px="md">
      <MantineEmptyState
        size="sm"
        withIndicatorBackground
        icon={<IconInbox size={26} />}
        title={message}
        description={description}
        role="status"
      >
        {action && <MantineEmptyState.Actions>{action}</MantineEmptyState.Actions>}
      </MantineEmptyState>
    </Paper>
  );
}
