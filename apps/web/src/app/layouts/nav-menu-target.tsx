import { useLingui } from '@lingui/react/macro';
import { UnstyledButton } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { IconChevronDown } from '../../components/icons.tsx';
import type { NavGroup } from '../nav.ts';
import classes from './app-frame.module.css';

/** The target of a navigation group's menu: also shown alone while the menu code loads. */
export function NavMenuTarget({
  group,
  active,
  ...rest
}: { group: NavGroup; active: boolean } & ComponentPropsWithRef<'button'>) {
  const { i18n } = useLingui();
  // `rest`: the ref, handlers and aria attributes `Menu.Target` adds.
  return (
    <UnstyledButton {...rest} className={classes.navItem} data-active={active || undefined}>
      {i18n._(group.label)}
      <IconChevronDown size={14} />
    </UnstyledButton>
  );
}
