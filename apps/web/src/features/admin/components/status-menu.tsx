import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Menu } from '@mantine/core';
import { IconChevronDown } from '../../../components/icons.tsx';
import { useMessageText } from '../../../i18n/message-text.ts';

const COLOR: Record<string, string> = { active: 'green', onHold: 'yellow', blocked: 'gray' };

export interface StatusMenuProps<S extends string> {
  value: S;
  /** The contract's English labels (JOB_STATUS_LABEL): shown in the reader's language. */
  labels: Record<S, string>;
  /** The states reachable from `value`. */
  options: readonly S[];
  onChoose: (next: S) => void;
  busy?: boolean;
  /** What the status belongs to, for the button's accessible name. */
  subject: string;
}

/** The current status as a badge-like button; its menu offers the allowed changes. */
export function StatusMenu<S extends string>({
  value,
  labels,
  options,
  onChoose,
  busy,
  subject,
}: StatusMenuProps<S>) {
  const { t } = useLingui();
  const tm = useMessageText();
  const current = tm(labels[value]);
  return (
    <Menu position="bottom-start" withinPortal shadow="md">
      <Menu.Target>
        <Button
          size="compact-sm"
          variant="light"
          color={COLOR[value] ?? 'gray'}
          rightSection={<IconChevronDown size={14} />}
          loading={busy}
          aria-label={t`Status of ${subject}: ${current}. Change status`}
        >
          {current}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Trans>Change status to</Trans>
        </Menu.Label>
        {options.map((option) => (
          <Menu.Item
            key={option}
            onClick={() => onChoose(option)}
            leftSection={<Badge size="xs" circle color={COLOR[option] ?? 'gray'} />}
          >
            {tm(labels[option])}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
