/**
 * The home page's cards to pages outside the portal (spec 1 section 1: opportunities,
 * announcements, instructions, archives). One place to change them; the institute confirms the
 * addresses before going live. `to` is a page of this portal, `href` a page elsewhere.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const INSTITUTE_SITE = 'https://www.icsi.edu';

export interface OutsideLink {
  key: 'opportunities' | 'announcements' | 'instructions' | 'archives';
  title: MessageDescriptor;
  description: MessageDescriptor;
  to?: string;
  href?: string;
}

export const OUTSIDE_LINKS: readonly OutsideLink[] = [
  {
    key: 'opportunities',
    title: msg`Opportunities`,
    description: msg`Placement drives, campus programmes and career events of the institute.`,
    href: `${INSTITUTE_SITE}/placement/`,
  },
  {
    key: 'announcements',
    title: msg`Announcements`,
    description: msg`Important notices about placements and this portal.`,
    to: '/important-announcement',
  },
  {
    key: 'instructions',
    title: msg`Instructions`,
    description: msg`How to register, sign in, complete your profile and apply.`,
    href: `${INSTITUTE_SITE}/placement/instructions/`,
  },
  {
    key: 'archives',
    title: msg`Archives`,
    description: msg`Notices and results of past placement programmes.`,
    href: `${INSTITUTE_SITE}/placement/archives/`,
  },
];
