import { useLingui } from '@lingui/react/macro';
import { Menu } from '@mantine/core';
import { Link } from 'react-router';
import type { NavGroup } from '../nav.ts';
import { NavMenuTarget } from './nav-menu-target.tsx';

/**
 * A group of the desktop navigation bar as a drop-down menu. Its own module (loaded lazily by
 * `AppFrame`): the menu and its positioning code (floating-ui) are not part of the first load of
 * the public pages, whose navigation has no groups.
 */
export default function NavMenu({
  group,
  active,
  pathname,
  defaultOpened = false,
}: {
  group: NavGroup;
  active: boolean;
  pathname: string;
  /** Open at once (the group was clicked while this code was loading). */
  defaultOpened?: boolean;
}) {
  const { i18n } = useLingui();
  return (
    <Menu
      position="bottom-start"
      offset={4}
      shadow="md"
      width={250}
      withinPortal
      defaultOpened={defaultOpened}
    >
      <Menu.Target>
        <NavMenuTarget group={group} active={active} />
      </Menu.Target>
      <Menu.Dropdown>
        {group.items.map((child) => (
          <Menu.Item
            key={child.to}
            component={Link}
            to={child.to}
            aria-current={pathname === child.to ? 'page' : undefined}
            fw={pathname === child.to ? 600 : undefined}
          >
            {i18n._(child.label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
