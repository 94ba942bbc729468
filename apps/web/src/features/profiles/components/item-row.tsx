import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Box, Divider, Group, Stack, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { ENGLISH } from '../../../components/english.tsx';
import { IconPencil, IconTrash } from '../../../components/icons.tsx';

export interface ItemRowProps {
  title: ReactNode;
  /** Plain-text name of the entry for the buttons' labels ('Edit Company Secretary'). */
  name: string;
  subtitle?: ReactNode;
  /**
   * Short facts shown on one wrapping line (place, years, percentage); what the person typed
   * wrapped in `<English>` (components/english.tsx), as the title and subtitle are.
   */
  facts?: (ReactNode | false | null | undefined)[];
  children?: ReactNode;
  onEdit?: () => void;
  onDelete?: () => void;
  deleting?: boolean;
}

/** One entry of education, experience or training; edit and delete only on the owner's page. */
export function ItemRow({
  title,
  name,
  subtitle,
  facts = [],
  children,
  onEdit,
  onDelete,
  deleting,
}: ItemRowProps) {
  const { t } = useLingui();
  const shown = facts.filter(Boolean);
  return (
    <Box component="li" style={{ listStyle: 'none' }}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }} {...ENGLISH}>
            {title}
          </Text>
          {subtitle && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }} {...ENGLISH}>
              {subtitle}
            </Text>
          )}
          {shown.length > 0 && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {shown.map((fact, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the facts are a fixed, ordered list
                <Fragment key={i}>
                  {i > 0 && ' · '}
                  {fact}
                </Fragment>
              ))}
            </Text>
          )}
          {children}
        </Stack>
        {(onEdit || onDelete) && (
          <Group gap={4} wrap="nowrap">
            {onEdit && (
              <ActionIcon
                variant="subtle"
                size="lg"
                aria-label={t`Edit ${name}`}
                title={t`Edit`}
                onClick={onEdit}
              >
                <IconPencil size={18} />
              </ActionIcon>
            )}
            {onDelete && (
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t`Delete ${name}`}
                title={t`Delete`}
                onClick={onDelete}
                loading={deleting}
              >
                <IconTrash size={18} />
              </ActionIcon>
            )}
          </Group>
        )}
      </Group>
    </Box>
  );
}

/**
 * A list of item rows with dividers between them. A divider is a hidden list item of its own: a
 * list holds list items only (axe 'list'), and a separator between entries says nothing.
 */
export function ItemList({ children }: { children: ReactNode[] }) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0}>
      {children.flatMap((child, index) =>
        index === 0
          ? [child]
          : [
              // biome-ignore lint/suspicious/noArrayIndexKey: separators sit between stable rows
              <Box key={`divider-${index}`} component="li" aria-hidden style={{ listStyle: 'none' }}>
                <Divider />
              </Box>,
              child,
            ],
      )}
    </Stack>
  );
}
