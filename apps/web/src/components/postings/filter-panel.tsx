import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Collapse, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, useEffect, useState } from 'react';
import { IconChevronDown } from '../icons.tsx';

export interface FilterPanelProps<V> {
  /** The filters the list shows now (from the address). */
  applied: V;
  /** How many of them filter anything: the badge; the panel starts open when there are some. */
  count: number;
  /** The draft the fields start from (e.g. with the list's preselected country). */
  draftOf?: (applied: V) => V;
  /** The draft after 'Clear'. */
  cleared: V;
  /** Whether a draft filters anything; if not, 'Apply Filters' goes back to the plain list. */
  filters: (draft: V) => boolean;
  onApply: (values: V | null) => void;
  /** The fields, editing the draft. */
  children: (draft: V, set: (patch: Partial<V>) => void) => ReactNode;
}

/**
 * The optional, collapsible filter panel of the recent jobs and trainings lists: 'Filters' with
 * the count of those applied; 'Apply Filters' switches the list to the filtered search from
 * page 1; 'Clear' goes back to the plain list.
 */
export function FilterPanel<V>({
  applied,
  count,
  draftOf = (values) => values,
  cleared,
  filters,
  onApply,
  children,
}: FilterPanelProps<V>) {
  const { t } = useLingui();
  const [opened, { toggle }] = useDisclosure(count > 0);
  const [draft, setDraft] = useState<V>(() => draftOf(applied));
  const appliedKey = JSON.stringify(applied);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the address
  useEffect(() => setDraft(draftOf(applied)), [appliedKey]);
  return (
    <Paper withBorder radius="md">
      <UnstyledButton onClick={toggle} aria-expanded={opened} w="100%" px={{ base: 'sm', sm: 'md' }} py="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Text fw={600}>
              <Trans>Filters</Trans>
            </Text>
            {count > 0 && (
              <Badge size="sm" variant="filled">
                {count}
              </Badge>
            )}
          </Group>
          <IconChevronDown
            size={18}
            style={{ transform: opened ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
          />
        </Group>
      </UnstyledButton>
      <Collapse expanded={opened}>
        <form
          aria-label={t`Filters`}
          onSubmit={(event) => {
            event.preventDefault();
            onApply(filters(draft) ? draft : null);
          }}
        >
          <Paper px={{ base: 'sm', sm: 'md' }} bg="transparent">
            {children(draft, (patch) => setDraft((d) => ({ ...d, ...patch })))}
          </Paper>
          <Group justify="flex-end" gap="sm" p={{ base: 'sm', sm: 'md' }}>
            {count > 0 && (
              <Button
                variant="default"
                onClick={() => {
                  setDraft(cleared);
                  onApply(null);
                }}
              >
                <Trans>Clear</Trans>
              </Button>
            )}
            <Button type="submit">
              <Trans>Apply Filters</Trans>
            </Button>
          </Group>
        </form>
      </Collapse>
    </Paper>
  );
}
