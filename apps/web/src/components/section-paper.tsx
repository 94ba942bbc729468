import { Trans } from '@lingui/react/macro';
import { Button, Paper, type PaperProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconPencil } from './icons.tsx';

export interface SectionPaperProps {
  /** The id of the section's heading, which names the section. */
  headingId: string;
  p?: PaperProps['p'];
  children: ReactNode;
}

/** A bordered card that is a `<section>` named by its heading: the frame of every titled card. */
export function SectionPaper({ headingId, p = { base: 'sm', sm: 'md' }, children }: SectionPaperProps) {
  return (
    <Paper withBorder radius="md" p={p} component="section" aria-labelledby={headingId}>
      {children}
    </Paper>
  );
}

/** The small Edit button of a section or an entry; `label` names what it edits for screen readers. */
export function EditButton({ onClick, label }: { onClick: () => void; label: string }) {
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconPencil size={14} />}
      onClick={onClick}
      aria-label={label}
    >
      <Trans>Edit</Trans>
    </Button>
  );
}
