import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { INSTITUTE_NAME, PORTAL_NAME } from '../../lib/brand.ts';
import classes from './app-frame.module.css';

export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <Container size="lg" px={0}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} {INSTITUTE_NAME} · {PORTAL_NAME}
          </Text>
          <Group gap="md">
            <Anchor component={Link} to="/important-announcement" size="sm">
              Announcements
            </Anchor>
            <Anchor component={Link} to="/support" size="sm">
              Support
            </Anchor>
            <Anchor component={Link} to="/accessibility" size="sm">
              Accessibility
            </Anchor>
          </Group>
        </Group>
      </Container>
    </footer>
  );
}
