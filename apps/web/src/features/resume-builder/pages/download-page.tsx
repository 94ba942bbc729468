import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { IconAlertTriangle, IconArrowLeft, IconFileText } from '../../../components/icons.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { todayIso } from '../../../lib/date-of-birth.ts';
import { notifyError } from '../../../lib/notify.ts';
import { UnknownTemplate } from '../components/unknown-template.tsx';
import { downloadBlob } from '../download-blob.ts';
import { isResumeEmpty, type ResumeData } from '../model/resume-schema.ts';
import { buildResumeView } from '../model/resume-view.ts';
import { browserStorage, loadResume, RESUME_STORAGE_KEY } from '../model/storage.ts';
import { validateResume } from '../model/validate-resume.ts';
import { ResumeSheet } from '../templates/html/resume-sheet.tsx';
import { ScaledSheet, SHEET_WIDTH_PX } from '../templates/html/scaled-sheet.tsx';
import {
  builderPath,
  PDF_FILE_NAME,
  parseTemplateId,
  SELECTOR_PATH,
  type TemplateId,
  templateInfo,
} from '../templates/template-info.ts';

const PDF_FAILED = msg`The PDF could not be created. Please try again.`;

/** react-pdf and the fonts: loaded only here, and only once. */
const loadPdfModule = () => import('../templates/pdf/render-pdf.tsx');

/**
 * A slow phone takes a few seconds; a layout engine that cannot start (a blocked WebAssembly
 * module) never answers at all. Past this, the user is told instead of waiting forever.
 */
const PDF_TIMEOUT_MS = 60_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** /resume-builder/download/:id (spec 3 section 2.9): the resume in its template, and 'Download CV'. */
export default function DownloadPage() {
  const { id } = useParams();
  const templateId = parseTemplateId(id);
  if (!templateId) return <UnknownTemplate id={id} />;
  return <Download templateId={templateId} />;
}

/** The stored resume; follows the builder when it is open in another window. */
function useStoredResume(): ResumeData | null {
  const [data, setData] = useState(() => loadResume(browserStorage()));
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === RESUME_STORAGE_KEY) setData(loadResume(browserStorage()));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return data;
}

function Download({ templateId }: { templateId: TemplateId }) {
  const { t, i18n } = useLingui();
  const template = templateInfo(templateId);
  const data = useStoredResume();
  const [busy, setBusy] = useState(false);
  const complete =
    data !== null && !isResumeEmpty(data) && Object.keys(validateResume(data, todayIso())).length === 0;

  // Start fetching the PDF code while the user looks at the preview, so the click is quick.
  useEffect(() => {
    if (complete) loadPdfModule().catch(() => {});
  }, [complete]);

  const download = async () => {
    if (!data) return;
    setBusy(true);
    try {
      const { renderResumePdf } = await loadPdfModule();
      downloadBlob(await withTimeout(renderResumePdf(data, templateId), PDF_TIMEOUT_MS), PDF_FILE_NAME);
    } catch {
      notifyError(new Error(i18n._(PDF_FAILED)));
    } finally {
      setBusy(false);
    }
  };

  // In the reader's language: a change of language redraws the preview in it.
  const view = data ? buildResumeView(data, i18n) : null;

  const frame = {
    title: t`Download Resume`,
    breadcrumbs: [
      { label: t`Home`, to: '/' },
      { label: t`Resume Maker`, to: SELECTOR_PATH },
      { label: t`Resume Builder`, to: builderPath(templateId) },
      { label: t`Download Resume` },
    ],
  };

  if (!data || !view || isResumeEmpty(data)) {
    return (
      <PageFrame {...frame} size="md">
        <EmptyState
          message={t`No resume details found in this browser`}
          description={t`Fill in your details in the Resume Builder first; they are kept in this browser.`}
          action={
            <Button component={Link} to={builderPath(templateId)}>
              <Trans>Open the Resume Builder</Trans>
            </Button>
          }
        />
      </PageFrame>
    );
  }

  const templateName = i18n._(template.name);
  const fileName = PDF_FILE_NAME;
  return (
    <PageFrame
      {...frame}
      description={t`Template ${templateId}: ${templateName}. Check your resume, then download it as ${fileName}.`}
      size="md"
      actions={
        <>
          <Button
            component={Link}
            to={builderPath(templateId)}
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
          >
            <Trans>Edit details</Trans>
          </Button>
          <Button
            onClick={download}
            loading={busy}
            disabled={!complete}
            leftSection={<IconFileText size={16} />}
          >
            <Trans>Download CV</Trans>
          </Button>
        </>
      }
    >
      {!complete && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle />}
          title={t`Your resume is not complete yet`}
        >
          <Trans>
            Name, mobile, e-mail, gender and date of birth are required. Please complete them in the builder,
            then come back here.
          </Trans>
        </Alert>
      )}
      <Stack gap="xs">
        <Paper
          withBorder
          shadow="sm"
          radius={0}
          maw={SHEET_WIDTH_PX + 2}
          w="100%"
          mx="auto"
          style={{ overflow: 'hidden' }}
        >
          <ScaledSheet>
            <ResumeSheet view={view} templateId={templateId} />
          </ScaledSheet>
        </Paper>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            <Trans>
              Preview. The PDF is laid out on A4 pages, with page numbers when it runs over one page.
            </Trans>
          </Text>
          <Button onClick={download} loading={busy} disabled={!complete} size="sm" variant="light">
            <Trans>Download CV</Trans>
          </Button>
        </Group>
      </Stack>
    </PageFrame>
  );
}
