import { Trans, useLingui } from '@lingui/react/macro';
import { AppShell, Box, Burger, NavLink as MantineNavLink, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useFocusHeadingOnNavigate } from '../../hooks/focus-on-navigate.ts';
import { INSTITUTE_NAME_MSG, PORTAL_NAME_MSG } from '../../lib/brand.ts';
import { withRestStyles } from '../../lib/lazy-styles.ts';
import { isNavActive, isNavGroup, type NavItem } from '../nav.ts';
import classes from './app-frame.module.css';
import { LanguageSwitch } from './language-switch.tsx';
import { NavMenuTarget } from './nav-menu-target.tsx';
import { SiteFooter } from './site-footer.tsx';

// The drop-down menus of the signed-in navigation (floating-ui) load after the first render.
const NavMenu = lazy(withRestStyles(() => import('./nav-menu.tsx')));

/** Below this width the navigation moves into the burger drawer. */
const BREAKPOINT = 'md';
const TOP_BAR = 60;
const NAV_BAR = 44;

export interface AppFrameProps {
  /** Name of the navigation landmark, e.g. 'Member navigation'. */
  navLabel: string;
  nav: NavItem[];
  /** Right side of the brand bar (account name, Logout, Login). Stays visible on phones. */
  headerEnd: ReactNode;
  /** Top of the phone drawer (e.g. who is signed in). */
  drawerTop?: ReactNode;
  /** Bottom of the phone drawer (e.g. Logout). */
  drawerBottom?: ReactNode;
  children: ReactNode;
}

function Brand() {
  const { i18n } = useLingui();
  return (
    <Link to="/" className={classes.brand}>
      {/* The logo's letters, the same in every language. */}
      <span className={classes.brandMark} aria-hidden="true">
        {'CS'}
      </span>
      <span className={classes.brandText}>
        <span className={classes.brandName}>{i18n._(PORTAL_NAME_MSG)}</span>
        <span className={classes.brandInstitute}>{i18n._(INSTITUTE_NAME_MSG)}</span>
      </span>
      <span className="pp-visually-hidden">
        <Trans>, home</Trans>
      </span>
    </Link>
  );
}

function DesktopNav({ nav, label }: { nav: NavItem[]; label: string }) {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  // A group clicked before the menu code arrived opens as soon as it has.
  const [clickedEarly, setClickedEarly] = useState<string | null>(null);
  return (
    <Box component="nav" aria-label={label} className={classes.navBar} visibleFrom={BREAKPOINT}>
      {nav.map((item) =>
        isNavGroup(item) ? (
          <Suspense
            key={item.label.id}
            fallback={
              <NavMenuTarget
                group={item}
                active={isNavActive(item, pathname)}
                aria-haspopup="menu"
                onClick={() => setClickedEarly(item.label.id)}
              />
            }
          >
            <NavMenu
              group={item}
              active={isNavActive(item, pathname)}
              pathname={pathname}
              defaultOpened={clickedEarly === item.label.id}
            />
          </Suspense>
        ) : (
          <NavLink key={item.to} to={item.to} end className={classes.navItem}>
            {i18n._(item.label)}
          </NavLink>
        ),
      )}
    </Box>
  );
}

function DrawerNav({ nav }: { nav: NavItem[] }) {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  return (
    <Stack gap={2}>
      {nav.map((item) =>
        isNavGroup(item) ? (
          <MantineNavLink
            key={item.label.id}
            label={i18n._(item.label)}
            fw={600}
            defaultOpened={isNavActive(item, pathname)}
            childrenOffset="md"
          >
            {item.items.map((child) => (
              <MantineNavLink
                key={child.to}
                component={Link}
                to={child.to}
                label={i18n._(child.label)}
                active={pathname === child.to}
                aria-current={pathname === child.to ? 'page' : undefined}
              />
            ))}
          </MantineNavLink>
        ) : (
          <MantineNavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={i18n._(item.label)}
            fw={600}
            active={pathname === item.to}
            aria-current={pathname === item.to ? 'page' : undefined}
          />
        ),
      )}
    </Stack>
  );
}

/**
 * The page chrome every layout shares: a skip link, the institute-blue brand bar, the navigation
 * bar (desktop) or burger drawer (phones and tablets), the main landmark and the footer.
 */
export function AppFrame({ navLabel, nav, headerEnd, drawerTop, drawerBottom, children }: AppFrameProps) {
  const { t } = useLingui();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();

  // A link in the drawer was followed: close it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => close(), [pathname]);

  useFocusHeadingOnNavigate('main-content');

  // The open drawer holds the focus (WCAG 2.4.3): it takes it when it opens, the page behind it
  // is inert, Escape or the burger close it and the focus returns to the burger.
  const burgerRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const wasOpened = useRef(false);
  useEffect(() => {
    if (opened) {
      wasOpened.current = true;
      drawerRef.current?.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus();
      const onKey = (event: KeyboardEvent) => {
        if (event.key === 'Escape') close();
      };
      window.addEventListener('keydown', onKey);
      return () => window.removeEventListener('keydown', onKey);
    }
    if (wasOpened.current) {
      wasOpened.current = false;
      // Only when the focus was in the drawer (a followed link has moved it to the new page).
      if (!document.activeElement || document.activeElement === document.body) burgerRef.current?.focus();
      else if (drawerRef.current?.contains(document.activeElement)) burgerRef.current?.focus();
    }
  }, [opened, close]);

  return (
    <AppShell
      header={{ height: { base: TOP_BAR, [BREAKPOINT]: TOP_BAR + NAV_BAR } }}
      navbar={{
        width: { base: '100%', xs: 320 },
        breakpoint: BREAKPOINT,
        collapsed: { mobile: !opened, desktop: true },
      }}
      padding={0}
    >
      <a href="#main-content" className={classes.skipLink} inert={opened}>
        <Trans>Skip to main content</Trans>
      </a>
      <AppShell.Header className={classes.header}>
        <div className={classes.topBar}>
          <Box style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
            <Burger
              ref={burgerRef}
              opened={opened}
              onClick={toggle}
              hiddenFrom={BREAKPOINT}
              size="sm"
              color="white"
              aria-label={opened ? t`Close menu` : t`Open menu`}
              aria-expanded={opened}
              aria-controls="app-drawer"
            />
            <Box inert={opened} style={{ minWidth: 0 }}>
              <Brand />
            </Box>
          </Box>
          <Box inert={opened} style={{ display: 'flex', alignItems: 'center', gap: 8, flex: 'none' }}>
            <Box visibleFrom="xs">
              <LanguageSwitch />
            </Box>
            {headerEnd}
          </Box>
        </div>
        <DesktopNav nav={nav} label={navLabel} />
      </AppShell.Header>

      <AppShell.Navbar
        ref={drawerRef}
        id="app-drawer"
        aria-label={navLabel}
        p="sm"
        // Closed (and always on desktop) it is off screen: keep it out of tab order and screen readers.
        inert={!opened}
        style={{ visibility: opened ? 'visible' : 'hidden' }}
      >
        <AppShell.Section>{drawerTop}</AppShell.Section>
        {/* A plain scrolling section (not ScrollArea: its code, with floating-ui, is not first-load). */}
        <AppShell.Section grow my="sm" className={classes.drawerScroll}>
          <DrawerNav nav={nav} />
        </AppShell.Section>
        <AppShell.Section>
          <Stack gap="xs">
            {drawerBottom}
            <LanguageSwitch variant="drawer" />
          </Stack>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main id="main-content" tabIndex={-1} className={classes.main} inert={opened}>
        <div className={classes.content}>{children}</div>
        <SiteFooter />
      </AppShell.Main>
    </AppShell>
  );
}
