import { Trans, useLingui } from '@lingui/react/macro';
import { Button, FileButton, Group, Stack, Switch, Text, ThemeIcon } from '@mantine/core';
import { formatDate } from '@pp/contract/format';
import { type CandidateKind, RESUME_MAX_BYTES, type ResumeDetail } from '@pp/contract/profiles';
import { useRef, useState } from 'react';
import { useResumeVisibility, useUploadResume } from '../../../api/profiles.ts';
import { IconFileText } from '../../../components/icons.tsx';
import { downloadFile, resumeProblem, resumeUrl } from '../../../lib/files.ts';
import { notifyError } from '../../../lib/notify.ts';
import { SectionCard, SectionEmpty } from './section-card.tsx';

/** A file name for the saved copy: 'Resume - ANANYA RAO.pdf'. */
function saveAsName(name: string) {
  const clean = name.replace(/[^\p{L}\p{N} .-]/gu, '').trim();
  return clean ? `Resume - ${clean}.pdf` : 'resume.pdf';
}

export function ResumeSection({
  kind,
  resume,
  name,
  editable,
  showToEmployers,
  withheld = false,
}: {
  kind: CandidateKind;
  resume: ResumeDetail;
  name: string;
  editable: boolean;
  /** The owner's switch (owner's page only). */
  showToEmployers?: boolean;
  /** A viewer who may not open this candidate's resume (not applied to, switch off). */
  withheld?: boolean;
}) {
  const { t } = useLingui();
  const upload = useUploadResume(kind);
  const visibility = useResumeVisibility(kind);
  const resetRef = useRef<() => void>(null);
  const [downloading, setDownloading] = useState(false);
  const limitMb = RESUME_MAX_BYTES[kind] / (1024 * 1024);

  const pick = (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    const problem = resumeProblem(file, kind);
    if (problem) {
      notifyError(new Error(problem));
      return;
    }
    upload.mutate(file);
  };

  const uploadedOn = resume ? formatDate(resume.modifiedOn) : '';
  const download = async () => {
    if (!resume) return;
    setDownloading(true);
    try {
      await downloadFile(resumeUrl(resume.userCode, resume.fileName), saveAsName(name));
    } catch (error) {
      notifyError(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <SectionCard title={t`Resume`}>
      <Stack gap="sm">
        {resume ? (
          <Group gap="sm" wrap="nowrap" align="center">
            <ThemeIcon variant="light" size={40} radius="md" aria-hidden="true">
              <IconFileText size={22} />
            </ThemeIcon>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} size="sm">
                <Trans>Resume (PDF)</Trans>
              </Text>
              <Text size="xs" c="dimmed">
                <Trans>Uploaded on {uploadedOn}</Trans>
              </Text>
            </Stack>
          </Group>
        ) : (
          <SectionEmpty>
            {editable
              ? t`No resume yet. You need one to apply for jobs and trainings.`
              : withheld
                ? t`The resume is shown only to employers the candidate has applied to.`
                : t`No resume uploaded.`}
          </SectionEmpty>
        )}
        <Group gap="xs">
          {resume && (
            <Button variant="light" size="sm" onClick={() => void download()} loading={downloading}>
              <Trans>View / download</Trans>
            </Button>
          )}
          {editable && (
            <FileButton onChange={pick} accept="application/pdf,.pdf" resetRef={resetRef}>
              {(props) => (
                <Button
                  {...props}
                  size="sm"
                  variant={resume ? 'default' : 'filled'}
                  loading={upload.isPending}
                >
                  {resume ? t`Replace resume` : t`Upload resume`}
                </Button>
              )}
            </FileButton>
          )}
        </Group>
        {editable && (
          <Text size="xs" c="dimmed">
            <Trans>PDF only, at most {limitMb} MB. A new upload replaces the previous resume.</Trans>
          </Text>
        )}
        {editable && (
          <Switch
            checked={Boolean(showToEmployers)}
            disabled={visibility.isPending}
            onChange={(event) => visibility.mutate(event.currentTarget.checked)}
            label={t`Show my resume to employers who find me in a search`}
            description={t`Employers you apply to always see your resume. When this is off, other employers see your profile without it.`}
          />
        )}
      </Stack>
    </SectionCard>
  );
}
