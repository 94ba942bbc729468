import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import {
  type ConsentPurpose,
  NOTICE_RIGHTS,
  NOTICES,
  type NoticeLanguage,
  purposesOf,
} from '@pp/contract/privacy';
import { Link } from 'react-router';

/** The notices register's language for the reader (it is written in English and Hindi). */
export function useNoticeLanguage(): NoticeLanguage {
  const { i18n } = useLingui();
  return i18n.locale === 'hi' ? 'hi' : 'en';
}

/** One purpose of the register as a list item: its title, what it is for, the data it uses. */
export function NoticePurposeItem({ purpose, size }: { purpose: ConsentPurpose; size?: 'sm' }) {
  const language = useNoticeLanguage();
  const notice = NOTICES[purpose];
  return (
    <List.Item>
      <Text size={size} fw={600} span>
        {notice.title[language]}
      </Text>
      {': '}
      {notice.purpose[language]}{' '}
      <Text size="sm" span c="dimmed">
        <Trans>Data used:</Trans> {notice.data[language]}
      </Text>
    </List.Item>
  );
}

/**
 * The notice that stands on its own (DPDP Rule 3), for one kind of account: every purpose with the
 * data it uses, then how to withdraw, exercise rights and complain to the Board. The texts are the
 * contract's register (packages/contract/src/privacy.ts), versioned there, in the reader's language.
 */
export function PrivacyNotice({
  kind,
  headingLevel = 2,
}: {
  kind: 'member' | 'student' | 'corporate';
  headingLevel?: 2 | 3;
}) {
  const language = useNoticeLanguage();
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="privacy-notice"
    >
      <Stack gap="xs">
        <Title order={headingLevel} size="h4" id="privacy-notice">
          <Trans>Privacy notice: how we use your personal data</Trans>
        </Title>
        <Text size="sm">
          <Trans>By registering you consent to these purposes:</Trans>
        </Text>
        <List size="sm" spacing="xs">
          {purposesOf(kind).map((purpose) => (
            <NoticePurposeItem key={purpose} purpose={purpose} size="sm" />
          ))}
        </List>
        <Text size="sm">{NOTICE_RIGHTS[language]}</Text>
        <Anchor component={Link} to="/privacy" size="sm">
          <Trans>Read the privacy page</Trans>
        </Anchor>
      </Stack>
    </Paper>
  );
}
