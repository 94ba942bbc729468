import { useEffect } from 'react';
import { documentTitle } from '../lib/brand.ts';

/** Sets the browser tab title (read first by screen readers after a navigation). */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
