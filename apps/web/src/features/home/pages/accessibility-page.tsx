import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { INSTITUTE_NAME, PORTAL_NAME } from '../../../lib/brand.ts';

/** When the statement was last reviewed against the portal (change it with each review). */
const REVIEWED = '25 November 2026';

/**
 * /accessibility: the accessibility statement (GIGW 3.0 asks every government portal for one):
 * the standard aimed at, how it is checked, what is known not to conform yet, and how to report a
 * barrier.
 */
export default function AccessibilityPage() {
  return (
    <PageFrame
      title="Accessibility statement"
      breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Accessibility statement' }]}
      size="md"
    >
      <Stack gap="lg">
        <Text>
          The {PORTAL_NAME} of the {INSTITUTE_NAME} is meant for every member, student and employer, including
          people who use a screen reader, a keyboard alone, a phone, or the page enlarged.
        </Text>

        <section aria-labelledby="standard">
          <Title order={2} size="h3" id="standard">
            The standard we follow
          </Title>
          <Text mt="xs">
            The portal aims to conform to the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA,
            which includes the WCAG 2.1 AA baseline of the Guidelines for Indian Government Websites (GIGW
            3.0) and the Rights of Persons with Disabilities Act, 2016.
          </Text>
        </section>

        <section aria-labelledby="how-checked">
          <Title order={2} size="h3" id="how-checked">
            How it is checked
          </Title>
          <List mt="xs" spacing="xs">
            <List.Item>
              Every main page of every kind of user (visitors, members, students, employers, administrators)
              is checked with the axe accessibility engine at a desktop width and at a phone&apos;s 360
              pixels, each time the portal is changed; a serious or critical finding stops the change.
            </List.Item>
            <List.Item>
              Signing in, searching, applying and the navigation menu are tested with the keyboard alone.
            </List.Item>
            <List.Item>
              Every CAPTCHA has an audio version: press &quot;Listen to the CAPTCHA&quot; beside the image to
              hear the characters, spoken one by one as &quot;capital&quot; or &quot;small&quot; letters and
              digits.
            </List.Item>
            <List.Item>
              Text and controls meet the contrast ratios of WCAG 2.2 AA, and the pages work at 360 pixels wide
              and when enlarged to 200%.
            </List.Item>
          </List>
        </section>

        <section aria-labelledby="known">
          <Title order={2} size="h3" id="known">
            What does not conform yet
          </Title>
          <List mt="xs" spacing="xs">
            <List.Item>
              The portal is in English; Hindi is being added. Until then, pages and messages are shown in
              English only.
            </List.Item>
            <List.Item>
              In a resume made with the resume maker, some Hindi names may be read out of the PDF in a
              different letter order by screen readers; the printed resume is correct.
            </List.Item>
            <List.Item>The audio CAPTCHA is spoken in English.</List.Item>
          </List>
        </section>

        <section aria-labelledby="report">
          <Title order={2} size="h3" id="report">
            Report a barrier
          </Title>
          <Text mt="xs">
            If something on the portal is hard or impossible for you to use, please tell us through the{' '}
            <Anchor component={Link} to="/support">
              support form
            </Anchor>
            : say which page, what you were trying to do, and the device and assistive technology you use. We
            answer within 7 working days and, until a barrier is fixed, help you complete the task another
            way.
          </Text>
        </section>

        <Text size="sm" c="dimmed">
          This statement was last reviewed on {REVIEWED}.
        </Text>
      </Stack>
    </PageFrame>
  );
}
