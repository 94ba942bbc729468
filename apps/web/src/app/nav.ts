import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Labels are catalogue messages, shown in the reader's language. */
export interface NavLinkItem {
  label: MessageDescriptor;
  to: string;
}

export interface NavGroup {
  label: MessageDescriptor;
  items: NavLinkItem[];
}

export type NavItem = NavLinkItem | NavGroup;

export function isNavGroup(item: NavItem): item is NavGroup {
  return 'items' in item;
}

/** Whether `pathname` is the link's page (or, for a group, one of its pages). */
export function isNavActive(item: NavItem, pathname: string): boolean {
  if (isNavGroup(item)) return item.items.some((child) => isNavActive(child, pathname));
  return pathname === item.to;
}

/** Tab links of the public pages (spec 1 section 2.3 'Public and training variants'). */
export const PUBLIC_TABS: NavLinkItem[] = [
  { label: msg`Home`, to: '/' },
  { label: msg`Recent jobs`, to: '/recentjobs' },
  { label: msg`Trainings`, to: '/training' },
  { label: msg`Work from home`, to: '/corporateWFH' },
  { label: msg`Government jobs`, to: '/GovtJobsMember' },
  { label: msg`Government trainings`, to: '/govttrainings' },
  { label: msg`Announcements`, to: '/important-announcement' },
  { label: msg`Support`, to: '/support' },
];

export const LOGIN_TAB: NavLinkItem = { label: msg`Login`, to: '/login' };
