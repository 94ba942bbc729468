import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { INSTITUTE_NAME_MSG, PORTAL_NAME_MSG } from '../../lib/brand.ts';
import classes from './app-frame.module.css';

export function SiteFooter() {
  const { i18n } = useLingui();
  return (
    <footer className={classes.footer}>
      <Container size="lg" px={0}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} {i18n._(INSTITUTE_NAME_MSG)} · {i18n._(PORTAL_NAME_MSG)}
          </Text>
          <Group gap="md">
            <Anchor component={Link} to="/important-announcement" size="sm">
              <Trans>Announcements</Trans>
            </Anchor>
            <Anchor component={Link} to="/support" size="sm">
              <Trans>Support</Trans>
            </Anchor>
            <Anchor component={Link} to="/accessibility" size="sm">
              <Trans>Accessibility</Trans>
            </Anchor>
            <Anchor component={Link} to="/privacy" size="sm">
              <Trans>Privacy</Trans>
            </Anchor>
          </Group>
        </Group>
      </Container>
    </footer>
  );
}
