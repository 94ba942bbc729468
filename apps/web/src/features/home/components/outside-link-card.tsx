import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IconExternalLink } from '../../../components/icons.tsx';
import classes from '../home.module.css';
import type { OutsideLink } from '../outside-links.ts';

/** A whole-card link to an announcement list or a page of the institute's site. */
export function OutsideLinkCard({ link, icon }: { link: OutsideLink; icon: ReactNode }) {
  const { i18n } = useLingui();
  const body = (
    <>
      <ThemeIcon size={40} radius="md" variant="light" color="indigo" aria-hidden="true">
        {icon}
      </ThemeIcon>
      <div>
        <Group gap={6} wrap="nowrap">
          <Text fw={600}>{i18n._(link.title)}</Text>
          {link.href && <IconExternalLink size={14} />}
        </Group>
        <Text size="sm" c="dimmed">
          {i18n._(link.description)}
        </Text>
      </div>
    </>
  );
  if (link.to) {
    return (
      <Paper component={Link} to={link.to} withBorder radius="md" p="md" className={classes.linkCard}>
        {body}
      </Paper>
    );
  }
  return (
    <Paper
      component="a"
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      withBorder
      radius="md"
      p="md"
      className={classes.linkCard}
    >
      {body}
      <VisuallyHidden>
        <Trans>(opens in a new tab)</Trans>
      </VisuallyHidden>
    </Paper>
  );
}
