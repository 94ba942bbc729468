import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { INSTITUTE_NAME_MSG, PORTAL_NAME_MSG } from '../../../lib/brand.ts';

/** When the statement was last reviewed against the portal (change it with each review). */
const REVIEWED = msg`28 November 2026`;

/**
 * /accessibility: the accessibility statement (GIGW 3.0 asks every government portal for one):
 * the standard aimed at, how it is checked, what is known not to conform yet, and how to report a
 * barrier.
 */
export default function AccessibilityPage() {
  const { t, i18n } = useLingui();
  const portal = i18n._(PORTAL_NAME_MSG);
  const institute = i18n._(INSTITUTE_NAME_MSG);
  const reviewed = i18n._(REVIEWED);
  return (
    <PageFrame
      title={t`Accessibility statement`}
      breadcrumbs={[{ label: t`Home`, to: '/' }, { label: t`Accessibility statement` }]}
      size="md"
    >
      <Stack gap="lg">
        <Text>
          <Trans>
            The {portal} of the {institute} is meant for every member, student and employer, including people
            who use a screen reader, a keyboard alone, a phone, or the page enlarged.
          </Trans>
        </Text>

        <section aria-labelledby="standard">
          <Title order={2} size="h3" id="standard">
            <Trans>The standard we follow</Trans>
          </Title>
          <Text mt="xs">
            <Trans>
              The portal aims to conform to the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA,
              which includes the WCAG 2.1 AA baseline of the Guidelines for Indian Government Websites (GIGW
              3.0) and the Rights of Persons with Disabilities Act, 2016.
            </Trans>
          </Text>
        </section>

        <section aria-labelledby="how-checked">
          <Title order={2} size="h3" id="how-checked">
            <Trans>How it is checked</Trans>
          </Title>
          <List mt="xs" spacing="xs">
            <List.Item>
              <Trans>
                Every main page of every kind of user (visitors, members, students, employers, administrators)
                is checked with the axe accessibility engine at a desktop width and at a phone&apos;s 360
                pixels, each time the portal is changed; a serious or critical finding stops the change.
              </Trans>
            </List.Item>
            <List.Item>
              <Trans>
                Every page is checked again as people leave it, at 360 pixels and in Hindi: with a list opened
                by the keyboard and by the mouse, a calendar opened and a form sent empty, and the forms of
                its windows too. Each open list must tell a screen reader that it is open and which list it
                is.
              </Trans>
            </List.Item>
            <List.Item>
              <Trans>
                Every page is read in Hindi by a check that fails on English text not marked as English, so
                that a screen reader reads job titles, names and the master lists with an English voice.
              </Trans>
            </List.Item>
            <List.Item>
              <Trans>
                Signing in, searching, applying and the navigation menu are tested with the keyboard alone.
              </Trans>
            </List.Item>
            <List.Item>
              <Trans>
                Signing in, registering and resetting a password ask for no puzzle, picture or characters to
                copy (WCAG 2.2 success criterion 3.3.8, Accessible Authentication, is met): your browser
                checks itself while you type, and at most says &quot;Verifying...&quot; with no time limit.
                Password managers and pasting work in every field.
              </Trans>
            </List.Item>
            <List.Item>
              <Trans>
                The colours of text, field borders, the focus ring and calendar days are chosen to meet the
                contrast ratios of WCAG 2.2 AA, and the checks above test them on the pages they scan; colours
                on pages or in states they do not scan have not all been measured. The pages are made to work
                at 360 pixels wide and when enlarged to 200%.
              </Trans>
            </List.Item>
          </List>
        </section>

        <section aria-labelledby="known">
          <Title order={2} size="h3" id="known">
            <Trans>What does not conform yet</Trans>
          </Title>
          <List mt="xs" spacing="xs">
            <List.Item>
              <Trans>
                The portal is in English and Hindi (the switch in the header). The master lists (skills,
                qualifications, cities and the like), what employers write in their postings and the Excel
                files are in English only.
              </Trans>
            </List.Item>
            <List.Item>
              <Trans>
                In a resume downloaded as a PDF, the English inside a Hindi resume is not marked as English
                (the PDF says only its language as a whole), so a screen reader may read it with a Hindi
                voice.
              </Trans>
            </List.Item>
            <List.Item>
              <Trans>
                Before 28 November 2026 an open list (a Select or a list of choices) told screen readers that
                it was collapsed until a letter was typed into it. This has been corrected; please tell us if
                you still meet it.
              </Trans>
            </List.Item>
            <List.Item>
              <Trans>
                In a resume made with the resume maker, some Hindi names may be read out of the PDF in a
                different letter order by screen readers; the printed resume is correct.
              </Trans>
            </List.Item>
          </List>
        </section>

        <section aria-labelledby="report">
          <Title order={2} size="h3" id="report">
            <Trans>Report a barrier</Trans>
          </Title>
          <Text mt="xs">
            <Trans>
              If something on the portal is hard or impossible for you to use, please tell us through the{' '}
              <Anchor component={Link} to="/support">
                support form
              </Anchor>
              : say which page, what you were trying to do, and the device and assistive technology you use.
              We answer within 7 working days and, until a barrier is fixed, help you complete the task
              another way.
            </Trans>
          </Text>
        </section>

        <Text size="sm" c="dimmed">
          <Trans>This statement was last reviewed on {reviewed}.</Trans>
        </Text>
      </Stack>
    </PageFrame>
  );
}
