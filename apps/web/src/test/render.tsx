import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, type Location, RouterProvider } from 'react-router';
import { accessibleColors, localizedTheme } from '../app/theme.ts';
import { createQueryClient } from '../lib/query-client.ts';

export interface RenderOptions {
  /** The address the memory router starts at. @default '/' */
  route?: string;
  /** Mounts the modals manager (`openConfirmModal`, `modals.open`), as the app does once idle. */
  modals?: boolean;
  /** Mounts the notification stack, so that toasts can be read. */
  notifications?: boolean;
}

/** A fresh client per test with the app's error toasts: no retries, nothing shared between tests. */
export function testQueryClient(): QueryClient {
  return createQueryClient({ queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } });
}

/**
 * Renders `ui` as the app does (Mantine with the app's theme, React Query, a router), with
 * Mantine's test environment: no transitions, no portals (a modal renders in place, still a
 * `dialog`). Every address renders `ui`; `location()` tells where the component navigated.
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const queryClient = testQueryClient();
  const router = createMemoryRouter([{ path: '*', element: ui }], {
    initialEntries: [options.route ?? '/'],
  });
  const user = userEvent.setup({ delay: null });
  const view = render(
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={localizedTheme(i18n)} cssVariablesResolver={accessibleColors} env="test">
        <QueryClientProvider client={queryClient}>
          {options.modals ? <ModalsProvider /> : null}
          {options.notifications ? <Notifications /> : null}
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>,
  );
  return { ...view, user, queryClient, location: (): Location => router.state.location };
}

/**
 * Runs a hook inside a memory router (hooks that keep their state in the address): `result.current`
 * is the hook's latest answer, `location()` the address now, `navigate` moves it as a link would.
 */
export function renderRouterHook<T>(hook: () => T, { route = '/' }: { route?: string } = {}) {
  const result = { current: undefined as T };
  function Probe() {
    result.current = hook();
    return null;
  }
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: [route] });
  render(<RouterProvider router={router} />);
  return {
    result,
    location: (): Location => router.state.location,
    /** Goes to an address, or back (-1) and forward in the history, as the browser would. */
    navigate: (to: string | number) =>
      act(() => (typeof to === 'number' ? router.navigate(to) : router.navigate(to))),
  };
}

/**
 * Puts `text` into a field as one paste (one change event): what typing leaves, without a render
 * per key. Use `user.type` where the key strokes themselves are under test.
 */
export async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

/**
 * The names of the options one can take in the open list. A list with none shows its text (the
 * page's or the theme's "Nothing to choose yet") as an option that cannot be taken: not counted.
 */
export function optionNames(): (string | null)[] {
  return screen
    .queryAllByRole('option')
    .filter((option) => option.getAttribute('aria-disabled') !== 'true')
    .map((option) => option.textContent);
}
