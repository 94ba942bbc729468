import { i18n } from '@lingui/core';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { DESKTOP_WIDTH, matchMediaAt } from './media.ts';

/**
 * The web-dom project's setup (vitest.config.ts): what Mantine needs from a browser that jsdom
 * does not have, and a clean page after each test (Testing Library unmounts only by itself when
 * Vitest's globals are on; they are not here).
 */

// English from the code's own messages (in tests the macros keep them; no catalogue needed).
i18n.loadAndActivate({ locale: 'en', messages: {} });

// Mantine's useMediaQuery and mantine-datatable's columns read matchMedia: a laptop's screen.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: matchMediaAt(DESKTOP_WIDTH),
});

// ScrollArea, Combobox and the date pickers observe their size.
class NoResizeObserver implements ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = NoResizeObserver;

// Combobox scrolls its selected option into view; the pages scroll to the top on paging.
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = (() => {}) as typeof window.scrollTo;

// Textarea's autosize listens for web fonts loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

// jsdom's getComputedStyle does not take a pseudo-element (Mantine's ScrollArea asks for one).
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);

afterEach(() => {
  cleanup();
  notifications.clean();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
