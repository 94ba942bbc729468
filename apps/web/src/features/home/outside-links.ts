/**
 * The home page's cards to pages outside the portal (spec 1 section 1: opportunities,
 * announcements, instructions, archives). One place to change them; the institute confirms the
 * addresses before going live. `to` is a page of this portal, `href` a page elsewhere.
 */
export const INSTITUTE_SITE = 'https://www.icsi.edu';

export interface OutsideLink {
  key: 'opportunities' | 'announcements' | 'instructions' | 'archives';
  title: string;
  description: string;
  to?: string;
  href?: string;
}

export const OUTSIDE_LINKS: readonly OutsideLink[] = [
  {
    key: 'opportunities',
    title: 'Opportunities',
    description: 'Placement drives, campus programmes and career events of the institute.',
    href: `${INSTITUTE_SITE}/placement/`,
  },
  {
    key: 'announcements',
    title: 'Announcements',
    description: 'Important notices about placements and this portal.',
    to: '/important-announcement',
  },
  {
    key: 'instructions',
    title: 'Instructions',
    description: 'How to register, sign in, complete your profile and apply.',
    href: `${INSTITUTE_SITE}/placement/instructions/`,
  },
  {
    key: 'archives',
    title: 'Archives',
    description: 'Notices and results of past placement programmes.',
    href: `${INSTITUTE_SITE}/placement/archives/`,
  },
];
