import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { WEB_BASE } from '@pp/contract/endpoint';
import { listRoles } from '@pp/contract/lookups';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { IconAlertTriangle, IconArrowLeft, IconArrowRight } from '../../../components/icons.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { call } from '../../../lib/api.ts';
import { todayIso } from '../../../lib/date-of-birth.ts';
import { useForm } from '../../../lib/form.ts';
import { notifyInfo } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { DataActions } from '../components/data-actions.tsx';
import { EducationList } from '../components/education-list.tsx';
import { ExperienceList } from '../components/experience-list.tsx';
import { ImageField } from '../components/image-field.tsx';
import {
  AboutFields,
  ContactFields,
  DeclarationFields,
  MembershipFields,
  PersonalFields,
} from '../components/personal-fields.tsx';
import { ProfilePrefill } from '../components/profile-prefill.tsx';
import { UnknownTemplate } from '../components/unknown-template.tsx';
import type { ImageKind } from '../images/prepare-image.ts';
import { FALLBACK_DESIGNATIONS } from '../model/options.ts';
import { filledParts, type ResumePrefill } from '../model/prefill.ts';
import { emptyResume, isResumeEmpty, type ResumeData } from '../model/resume-schema.ts';
import { browserStorage, loadResume, type SaveOutcome, saveResume } from '../model/storage.ts';
import { firstErrorPath, RESUME_MSG, resumeErrorTexts, validateResume } from '../model/validate-resume.ts';
import {
  downloadPath,
  parseTemplateId,
  SELECTOR_PATH,
  type TemplateId,
  templateInfo,
} from '../templates/template-info.ts';

const SAVE_DELAY_MS = 400;
const LOOKUP_STALE_MS = 30 * 60_000;

/** /resume-builder/:id (spec 3 section 2.9): the resume's details, kept in this browser. */
export default function BuilderPage() {
  const { id } = useParams();
  const templateId = parseTemplateId(id);
  if (!templateId) return <UnknownTemplate id={id} />;
  return <Builder templateId={templateId} />;
}

function useDesignations(): string[] {
  const query = useQuery({
    queryKey: ['lookup', 'resume-designations'],
    queryFn: async () =>
      (await call(listRoles)).list.map((role) => role.name).filter((name) => name !== 'Other'),
    staleTime: LOOKUP_STALE_MS,
    retry: false,
    // The builder works offline too: on failure it offers its own list, without an error.
    meta: { silent: true },
  });
  return query.data && query.data.length > 0 ? query.data : FALLBACK_DESIGNATIONS;
}

function Section({ children, label }: { children: React.ReactNode; label: string }) {
  return (
    <Paper component="section" aria-label={label} withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      {children}
    </Paper>
  );
}

function scrollToField(node: HTMLElement | null) {
  if (!node) return;
  node.scrollIntoView({ behavior: 'smooth', block: 'center' });
  node.focus({ preventScroll: true });
}

function Builder({ templateId }: { templateId: TemplateId }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const template = templateInfo(templateId);
  const [initial] = useState<ResumeData>(() => loadResume(browserStorage()) ?? emptyResume());
  const form = useForm<ResumeData>({ initialValues: initial });
  const [imageErrors, setImageErrors] = useState<Record<ImageKind, string | null>>({
    photo: null,
    signature: null,
  });
  const [saveState, setSaveState] = useState<SaveOutcome>('saved');
  const designations = useDesignations();

  // Saved as the user types (a moment after the last change) and when the page is left.
  const values = form.values;
  const latest = useRef(values);
  latest.current = values;
  const saveNow = useCallback(() => {
    const outcome = saveResume(browserStorage(), latest.current);
    setSaveState(outcome);
    return outcome;
  }, []);
  useEffect(() => {
    if (values === initial) return;
    const timer = setTimeout(saveNow, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, initial, saveNow]);
  useEffect(() => {
    const flush = () => saveNow();
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [saveNow]);

  // Only a signed-in member or student has a profile to start from. Who is signed in comes from
  // the session (auth/me), not only the copy a sign-in on this page left: the builder may be the
  // first page opened after signing in elsewhere, and the prefill starts when the answer comes.
  const { user: known } = useSession();
  const mayPrefill = isResumeEmpty(initial) && (known?.role === 'member' || known?.role === 'student');
  const { setValues, getValues } = form;
  const applyPrefill = useCallback(
    (prefill: ResumePrefill) => {
      // The user may have started typing while the profile was on its way: never overwrite.
      if (!isResumeEmpty(getValues())) return;
      const filled = filledParts(prefill);
      if (filled.length === 0) return;
      setValues({ ...emptyResume(), ...prefill });
      const parts = filled.map((part) => i18n._(part)).join(', ');
      notifyInfo(
        t`We have filled in your ${parts} from your profile. Please check them and complete the rest.`,
        t`Started from your profile`,
      );
    },
    [getValues, setValues, t, i18n],
  );

  const setImage = (kind: ImageKind) => (next: { value: string; error: string | null }) => {
    form.setFieldValue(kind, next.value);
    setImageErrors((current) => ({ ...current, [kind]: next.error }));
  };

  const generate = () => {
    const errors = validateResume(form.getValues(), todayIso());
    form.setErrors(resumeErrorTexts(errors, i18n));
    const imageError = imageErrors.photo ? 'photo' : imageErrors.signature ? 'signature' : null;
    const firstPath = firstErrorPath(errors);
    if (firstPath || imageError) {
      // One message however often the button is pressed.
      notifications.show({
        id: 'resume-fix-errors',
        color: 'red',
        message: i18n._(RESUME_MSG.fixErrors),
        autoClose: 8000,
      });
      if (firstPath) scrollToField(form.getInputNode(firstPath));
      else if (imageError) scrollToField(document.querySelector<HTMLElement>(`[data-path="${imageError}"]`));
      return;
    }
    saveNow();
    // Spec 3 section 2.9: the download page opens in a new window. Where the browser blocks the
    // window, it opens here instead (the details are saved, nothing is lost).
    const opened = window.open(`${WEB_BASE}${downloadPath(templateId)}`, '_blank');
    if (!opened) navigate(downloadPath(templateId));
  };

  const replaceAll = (data: ResumeData) => {
    form.setValues(data);
    form.clearErrors();
    setImageErrors({ photo: null, signature: null });
  };

  const templateName = i18n._(template.name);
  return (
    <PageFrame
      title={t`Resume Builder`}
      description={t`Template ${templateId}: ${templateName}. Your details are saved in this browser as you type.`}
      breadcrumbs={[
        { label: t`Home`, to: '/' },
        { label: t`Resume Maker`, to: SELECTOR_PATH },
        { label: t`Resume Builder` },
      ]}
      size="md"
    >
      {mayPrefill && <ProfilePrefill onLoaded={applyPrefill} />}
      <Group justify="space-between" gap="sm">
        <Button
          component={Link}
          to={SELECTOR_PATH}
          variant="subtle"
          leftSection={<IconArrowLeft size={16} />}
          px={4}
        >
          <Trans>Back to Template Selection</Trans>
        </Button>
        <DataActions getData={form.getValues} onImport={replaceAll} />
      </Group>

      {saveState !== 'saved' && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle />}
          role="alert"
          title={t`Not saved in this browser`}
        >
          {saveState === 'full'
            ? t`This browser's storage for the site is full, so your latest changes are not kept here. Use 'Export data' to keep a copy, or choose smaller images.`
            : t`This browser does not let the site keep your details (private browsing may be on). Use 'Export data' to keep a copy before you close the page.`}
        </Alert>
      )}

      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          generate();
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            <Trans>Fields marked with an asterisk (*) are required.</Trans>
          </Text>
          <Section label={t`Personal details`}>
            <PersonalFields form={form} />
          </Section>
          <Section label={t`Contact`}>
            <ContactFields form={form} />
          </Section>
          <Section label={t`Membership and registration`}>
            <MembershipFields form={form} />
          </Section>
          <Section label={t`Photo and signature`}>
            <Stack gap="md">
              <div>
                <Title order={2} size="h4">
                  <Trans>Photo and Signature</Trans>
                </Title>
                <Text size="sm" c="dimmed">
                  <Trans>Optional. A passport-style photo, and your signature on white paper.</Trans>
                </Text>
              </div>
              <ImageField
                kind="photo"
                value={form.values.photo}
                error={imageErrors.photo}
                onChange={setImage('photo')}
              />
              <ImageField
                kind="signature"
                value={form.values.signature}
                error={imageErrors.signature}
                onChange={setImage('signature')}
              />
            </Stack>
          </Section>
          <Section label={t`About you`}>
            <AboutFields form={form} />
          </Section>
          <Section label={t`Work experience`}>
            <ExperienceList form={form} listKey="experience" designations={designations} />
          </Section>
          <Section label={t`Training`}>
            <ExperienceList form={form} listKey="training" designations={designations} />
          </Section>
          <Section label={t`Professional education`}>
            <EducationList form={form} listKey="professionalEducation" />
          </Section>
          <Section label={t`Education`}>
            <EducationList form={form} listKey="education" />
          </Section>
          <Section label={t`Declaration`}>
            <Stack gap="sm">
              <Title order={2} size="h4">
                <Trans>Declaration</Trans>
              </Title>
              <DeclarationFields form={form} />
            </Stack>
          </Section>

          <Box
            pos="sticky"
            bottom={0}
            py="sm"
            style={{
              zIndex: 2,
              background: 'var(--mantine-color-body)',
              borderTop: '1px solid var(--mantine-color-gray-3)',
            }}
          >
            <Group justify="space-between" gap="sm">
              <Button
                component={Link}
                to={SELECTOR_PATH}
                variant="default"
                leftSection={<IconArrowLeft size={16} />}
                visibleFrom="xs"
              >
                <Trans>Back to Template Selection</Trans>
              </Button>
              <Button
                type="submit"
                size="md"
                rightSection={<IconArrowRight size={16} />}
                flex={{ base: 1, xs: 'none' }}
              >
                <Trans>Generate Resume</Trans>
              </Button>
            </Group>
          </Box>
        </Stack>
      </form>
    </PageFrame>
  );
}
