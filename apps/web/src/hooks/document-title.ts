import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { documentTitle, INSTITUTE_NAME_MSG, PORTAL_NAME_MSG } from '../lib/brand.ts';

/**
 * Sets the browser tab title (read first by screen readers after a navigation), in the reader's
 * language: a text already translated, or a catalogue message (the route table's titles).
 * `home` gives the home page's title (the portal's and the institute's names); `skip` leaves the
 * title as it is (a page that names itself once its data is here).
 */
export function useDocumentTitle(title: string | MessageDescriptor, { home = false, skip = false } = {}) {
  const { i18n } = useLingui();
  const text = typeof title === 'string' ? title : i18n._(title);
  const portal = i18n._(PORTAL_NAME_MSG);
  const institute = i18n._(INSTITUTE_NAME_MSG);
  useEffect(() => {
    if (skip) return;
    document.title = documentTitle(text, { portal, institute }, home);
  }, [text, portal, institute, home, skip]);
}
