import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { DetailItem } from '../../../components/detail-list.tsx';
import { IconPlus } from '../../../components/icons.tsx';
import { EditButton, SectionPaper } from '../../../components/section-paper.tsx';

export interface SectionCardProps {
  title: string;
  /** Edit the whole section (basic detail, skills, info); shown only when given. */
  onEdit?: () => void;
  /** Add an entry (education, experience, training); shown only when given. */
  onAdd?: () => void;
  /** The button's label for screen readers and the visible text. */
  editLabel?: string;
  addLabel?: string;
  children: ReactNode;
}

/** One section of a profile: a titled card whose edit controls exist only on the owner's page. */
export function SectionCard({ title, onEdit, onAdd, editLabel, addLabel, children }: SectionCardProps) {
  const { t } = useLingui();
  // Not made from the title: a translated title (Devanagari) would give every section the same id.
  const headingId = `section-${useId()}`;
  return (
    <SectionPaper headingId={headingId}>
      <Group justify="space-between" align="center" gap="xs" mb="sm" wrap="nowrap">
        <Title order={2} fz="lg" id={headingId} style={{ minWidth: 0 }}>
          {title}
        </Title>
        <Group gap={6} wrap="nowrap">
          {onEdit && <EditButton onClick={onEdit} label={editLabel ?? t`Edit ${title}`} />}
          {onAdd && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} />}
              onClick={onAdd}
              aria-label={addLabel ?? t`Add ${title}`}
            >
              <Trans>Add</Trans>
            </Button>
          )}
        </Group>
      </Group>
      <Box>{children}</Box>
    </SectionPaper>
  );
}

/** What a section shows while it has nothing yet. */
export function SectionEmpty({ children }: { children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text c="dimmed" size="sm">
        {children}
      </Text>
    </Stack>
  );
}

/** A label and its value, one row of a details list (`english`: DetailItem's). */
export function Detail({
  label,
  english,
  children,
}: {
  label: string;
  english?: boolean;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <DetailItem label={label} empty={t`Not added`} english={english}>
      {children || ''}
    </DetailItem>
  );
}
