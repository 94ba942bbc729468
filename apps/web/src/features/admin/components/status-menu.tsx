import { Badge, Button, Menu } from '@mantine/core';
import { IconChevronDown } from '../../../components/icons.tsx';

const COLOR: Record<string, string> = { active: 'green', onHold: 'yellow', blocked: 'gray' };

export interface StatusMenuProps<S extends string> {
  value: S;
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
  return (
    <Menu position="bottom-start" withinPortal shadow="md">
      <Menu.Target>
        <Button
          size="compact-sm"
          variant="light"
          color={COLOR[value] ?? 'gray'}
          rightSection={<IconChevronDown size={14} />}
          loading={busy}
          aria-label={`Status of ${subject}: ${labels[value]}. Change status`}
        >
          {labels[value]}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Change status to</Menu.Label>
        {options.map((option) => (
          <Menu.Item
            key={option}
            onClick={() => onChoose(option)}
            leftSection={<Badge size="xs" circle color={COLOR[option] ?? 'gray'} />}
          >
            {labels[option]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
