/**
 * The Mantine styles of the first paint, in the order of '@mantine/core/styles.css': the global
 * styles and the components of the shell and the public home (the first-load chunk). Every other
 * component's styles are in styles-rest.ts, loaded with the lazy code (lib/lazy-styles.ts), so
 * the render-blocking stylesheet is about a third of Mantine's (the first-load budget of bench/results/history-2026-11.md).
 *
 * A Mantine component added to the shell or the home needs its file here (and out of
 * styles-rest.ts): 'npm run budget:web' fails when the first-load code uses a Mantine class
 * that the first stylesheet lacks.
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Breadcrumbs.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Typography.css';
