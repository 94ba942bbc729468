import type { MessageDescriptor } from '@lingui/core';
import { useLingui as useLinguiContext } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import {
  Anchor,
  Box,
  Breadcrumbs,
  Container,
  Group,
  type MantineSize,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  /** 'en' for a label that is data (a posting's title: components/english.tsx). */
  lang?: string;
  /** Omitted for the current page (the last crumb). */
  to?: string;
}

export interface PageFrameProps {
  title: ReactNode;
  /** One sentence under the title. */
  description?: ReactNode;
  breadcrumbs?: Crumb[];
  /** Buttons shown beside the title (they wrap under it on phones). */
  actions?: ReactNode;
  /** Width of the content column. @default 'lg' */
  size?: MantineSize | number;
  children?: ReactNode;
}

/** The frame of every screen: breadcrumbs, one h1, an optional description and actions. */
export function PageFrame({
  title,
  description,
  breadcrumbs,
  actions,
  size = 'lg',
  children,
}: PageFrameProps) {
  const { t } = useLingui();
  return (
    <Container size={size} px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        <Box>
          {breadcrumbs && breadcrumbs.length > 0 && (
            <Box component="nav" aria-label={t`Breadcrumb`} mb="xs">
              <Breadcrumbs separator="/" separatorMargin={6} style={{ flexWrap: 'wrap' }}>
                {breadcrumbs.map((crumb, index) =>
                  crumb.to && index < breadcrumbs.length - 1 ? (
                    <Anchor
                      key={`${crumb.label}-${crumb.to}`}
                      component={Link}
                      to={crumb.to}
                      size="sm"
                      lang={crumb.lang}
                    >
                      {crumb.label}
                    </Anchor>
                  ) : (
                    <Text key={crumb.label} size="sm" c="dimmed" aria-current="page" lang={crumb.lang}>
                      {crumb.label}
                    </Text>
                  ),
                )}
              </Breadcrumbs>
            </Box>
          )}
          <Group justify="space-between" align="flex-start" gap="sm">
            <Box style={{ flex: '1 1 16rem', minWidth: 0 }}>
              <Title order={1} fz={{ base: 'h3', sm: 'h2' }} style={{ overflowWrap: 'anywhere' }}>
                {title}
              </Title>
              {description && (
                <Text c="dimmed" mt={4}>
                  {description}
                </Text>
              )}
            </Box>
            {actions && <Group gap="xs">{actions}</Group>}
          </Group>
        </Box>
        {children}
      </Stack>
    </Container>
  );
}

/**
 * The head of a page that the server sends as HTML before any script runs (its "frame", see
 * frames/render-frames.tsx and docs/architecture.md "Page frames"): breadcrumbs, title and
 * description as catalogue messages. The page renders the same heading from the same object, so
 * the frame and the page cannot say different things.
 */
export interface PageHeading {
  title: MessageDescriptor;
  description?: MessageDescriptor;
  breadcrumbs?: { label: MessageDescriptor; to?: string }[];
}

export interface TranslatedHeading {
  title: string;
  description?: string;
  breadcrumbs: Crumb[];
}

export function translateHeading(
  heading: PageHeading,
  translate: (m: MessageDescriptor) => string,
): TranslatedHeading {
  return {
    title: translate(heading.title),
    description: heading.description ? translate(heading.description) : undefined,
    breadcrumbs: (heading.breadcrumbs ?? []).map((crumb) => ({
      label: translate(crumb.label),
      to: crumb.to,
    })),
  };
}

/** A page's heading in the reader's language (the props of its PageFrame). */
export function usePageHeading(heading: PageHeading): TranslatedHeading {
  const { i18n } = useLinguiContext();
  return translateHeading(heading, (message) => i18n._(message));
}
