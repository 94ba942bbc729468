import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Box, Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { IconArrowRight, IconInfo } from '../../../components/icons.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { isResumeEmpty } from '../model/resume-schema.ts';
import { buildResumeView } from '../model/resume-view.ts';
import { browserStorage, loadResume } from '../model/storage.ts';
import { ResumeSheet } from '../templates/html/resume-sheet.tsx';
import { ScaledSheet } from '../templates/html/scaled-sheet.tsx';
import { SAMPLE_PHOTO, sampleResume } from '../templates/sample-resume.ts';
import { builderPath, TEMPLATES } from '../templates/template-info.ts';

/**
 * /resume-template-selector (spec 3 section 2.9): the two templates, each shown as a miniature of
 * its first page with sample details (HTML, no PDF library is loaded here).
 */
export default function TemplateSelectorPage() {
  const { t, i18n } = useLingui();
  // The sample's headings in the reader's language (rebuilt with each render: it is cheap).
  const sample = { ...buildResumeView(sampleResume(), i18n), photo: SAMPLE_PHOTO };
  const saved = useMemo(() => {
    const data = loadResume(browserStorage());
    return data && !isResumeEmpty(data) ? data : null;
  }, []);
  const savedName = saved?.name;

  return (
    <PageFrame
      title={t`Resume Maker`}
      description={t`Choose a template, fill in your details and download your resume as a PDF that employers' software can read.`}
      breadcrumbs={[{ label: t`Home`, to: '/' }, { label: t`Resume Maker` }]}
    >
      {saved && (
        <Alert color="blue" variant="light" icon={<IconInfo />}>
          {savedName ? (
            <Trans>
              The details you entered for {savedName} are saved in this browser: whichever template you
              choose, they are filled in.
            </Trans>
          ) : (
            <Trans>
              The details you entered are saved in this browser: whichever template you choose, they are
              filled in.
            </Trans>
          )}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {TEMPLATES.map((template) => {
          const templateId = template.id;
          const templateName = i18n._(template.name);
          return (
            <Card key={template.id} withBorder radius="md" padding="md" component="article">
              <Card.Section>
                <Anchor
                  component={Link}
                  to={builderPath(template.id)}
                  tabIndex={-1}
                  aria-hidden="true"
                  display="block"
                  style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
                >
                  <Box bg="gray.1" p={{ base: 'sm', sm: 'md' }}>
                    <Box style={{ boxShadow: 'var(--mantine-shadow-sm)', pointerEvents: 'none' }}>
                      <ScaledSheet crop>
                        <ResumeSheet view={sample} templateId={template.id} links={false} />
                      </ScaledSheet>
                    </Box>
                  </Box>
                </Anchor>
              </Card.Section>
              <Stack gap={6} mt="md">
                <Title order={2} size="h4">
                  <Trans>
                    Template {templateId}: {templateName}
                  </Trans>
                </Title>
                <Text size="sm" c="dimmed">
                  {i18n._(template.description)}
                </Text>
                <Button
                  component={Link}
                  to={builderPath(template.id)}
                  mt="xs"
                  rightSection={<IconArrowRight size={16} />}
                  // The visible words first, so speech users can say them (WCAG 2.5.3 label in name).
                  aria-label={t`Use this template: template ${templateId}, ${templateName}`}
                >
                  <Trans>Use this template</Trans>
                </Button>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        <Trans>
          Your details stay in this browser only: nothing is sent to the portal. Members and students who are
          signed in start from their profile.
        </Trans>
      </Text>
    </PageFrame>
  );
}
