import { Trans, useLingui } from '@lingui/react/macro';
import {
  Anchor,
  Box,
  Button,
  Container,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  IconArchive,
  IconArrowRight,
  IconBriefcase,
  IconBuilding,
  IconFileText,
  IconInfo,
  IconLandmark,
  IconSchool,
  IconSearch,
  IconSpeakerphone,
  IconWorld,
} from '../../../components/icons.tsx';
import { INSTITUTE_NAME_MSG, ROLE_LABEL_MSG } from '../../../lib/brand.ts';
import { keepJobCode } from '../../../lib/pending-application.ts';
import { HOME_OF, storedUserDetail, useSession } from '../../../lib/session.ts';
import { EntryCard } from '../components/entry-card.tsx';
import { OutsideLinkCard } from '../components/outside-link-card.tsx';
import classes from '../home.module.css';
import { OUTSIDE_LINKS, type OutsideLink } from '../outside-links.ts';

/** Codes are opaque strings of letters, digits, '-' and '_'; anything else is ignored. */
const JOB_CODE = /^[A-Za-z0-9_-]{1,64}$/;

const OUTSIDE_ICON: Record<OutsideLink['key'], typeof IconInfo> = {
  opportunities: IconBriefcase,
  announcements: IconSpeakerphone,
  instructions: IconInfo,
  archives: IconArchive,
};

/** The optional `jobCode` query: kept locally for after sign-in, and passed to the employer login. */
function useJobCodeQuery(): string | null {
  const [params] = useSearchParams();
  const raw = params.get('jobCode');
  const jobCode = raw && JOB_CODE.test(raw) ? raw : null;
  useEffect(() => {
    keepJobCode(jobCode);
  }, [jobCode]);
  return jobCode;
}

function withQuery(path: string, query: Record<string, string | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

const arrow = <IconArrowRight size={18} />;

function SignInPanel({ employerLogin }: { employerLogin: string }) {
  const { t } = useLingui();
  return (
    <Paper
      radius="lg"
      p="xl"
      shadow="lg"
      component="nav"
      aria-label={t`Sign in`}
      c="var(--mantine-color-text)"
    >
      <Title order={2} fz="h4" mb={4}>
        <Trans>Sign in</Trans>
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        <Trans>Choose your account type.</Trans>
      </Text>
      <Stack gap="sm">
        <Button
          component={Link}
          to="/member"
          fullWidth
          size="md"
          justify="space-between"
          rightSection={arrow}
        >
          <Trans>CS Members</Trans>
        </Button>
        <Button
          component={Link}
          to="/student"
          fullWidth
          size="md"
          variant="light"
          justify="space-between"
          rightSection={arrow}
        >
          <Trans>Students</Trans>
        </Button>
        <Button
          component={Link}
          to={employerLogin}
          fullWidth
          size="md"
          variant="light"
          justify="space-between"
          rightSection={arrow}
        >
          <Trans>Employers / Recruiters</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}

function SessionAwarePanel({ employerLogin }: { employerLogin: string }) {
  const { i18n } = useLingui();
  const { user } = useSession();
  if (!user) return <SignInPanel employerLogin={employerLogin} />;
  const name = user.name;
  const role = i18n._(ROLE_LABEL_MSG[user.role]);
  return (
    <Paper radius="lg" p="xl" shadow="lg" c="var(--mantine-color-text)">
      <Title order={2} fz="h4" mb={4}>
        <Trans>Welcome back</Trans>
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        <Trans>
          Signed in as {name} ({role}).
        </Trans>
      </Text>
      <Button
        component={Link}
        to={HOME_OF[user.role]}
        fullWidth
        size="md"
        justify="space-between"
        rightSection={arrow}
      >
        <Trans>Go to my dashboard</Trans>
      </Button>
    </Paper>
  );
}

/** Sign-in choices for visitors; the way back to the dashboard for someone signed in on this browser. */
function AccountPanel({ employerLogin }: { employerLogin: string }) {
  // Only a browser that signed in before asks the server who it is (as in PublicLayout).
  return storedUserDetail() ? (
    <SessionAwarePanel employerLogin={employerLogin} />
  ) : (
    <SignInPanel employerLogin={employerLogin} />
  );
}

export default function HomePage() {
  const { t, i18n } = useLingui();
  const jobCode = useJobCodeQuery();
  const employerLogin = withQuery('/corporate', { jobCode });
  const internationalLogin = withQuery('/member', { url: '/member/international-job' });

  return (
    <>
      <Box component="section" className={classes.hero} aria-labelledby="home-title">
        <Container size="lg" px={{ base: 'md', sm: 'lg' }}>
          <Grid gap={40} align="center">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="md">
                <Text className={classes.eyebrow}>{i18n._(INSTITUTE_NAME_MSG)}</Text>
                <Title order={1} id="home-title" className={classes.heroTitle}>
                  <Trans>The placement portal for company secretaries</Trans>
                </Title>
                <Text className={classes.heroText}>
                  <Trans>
                    CS members and students find jobs and trainings across India and abroad. Employers,
                    recruiters and practising firms post openings and meet qualified candidates.
                  </Trans>
                </Text>
                <Group gap="sm" mt="xs">
                  <Button
                    component={Link}
                    to="/recentjobs"
                    size="md"
                    variant="white"
                    color="dark"
                    rightSection={<IconArrowRight size={18} />}
                  >
                    <Trans>Browse jobs</Trans>
                  </Button>
                  <Button
                    component={Link}
                    to={employerLogin}
                    size="md"
                    variant="outline"
                    color="white"
                    style={{ borderColor: 'rgba(255,255,255,.7)', color: '#fff' }}
                  >
                    <Trans>Post a job</Trans>
                  </Button>
                </Group>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }} visibleFrom="md">
              <AccountPanel employerLogin={employerLogin} />
            </Grid.Col>
          </Grid>
        </Container>
      </Box>

      <Container size="lg" px={{ base: 'sm', sm: 'lg' }} py={{ base: 'lg', sm: 40 }}>
        <Stack gap={40}>
          <Box component="section" aria-labelledby="entries-title">
            <Title order={2} id="entries-title" fz={{ base: 'h3', sm: 'h2' }} mb={4}>
              <Trans>What would you like to do?</Trans>
            </Title>
            <Text c="dimmed" mb="lg">
              <Trans>
                Choose your way in. Members and students sign in with their institute registration.
              </Trans>
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              <EntryCard
                icon={<IconSearch size={24} />}
                title={t`Job search`}
                audience={t`For CS members and students`}
                description={t`Search jobs across India by location, experience, role and skill, and apply with your profile and resume.`}
              >
                <Button component={Link} to="/member" size="sm">
                  <Trans>CS Members</Trans>
                </Button>
                <Button component={Link} to="/student" size="sm" variant="light">
                  <Trans>Students</Trans>
                </Button>
                <Anchor component={Link} to="/recentjobs" size="sm">
                  <Trans>Recent jobs</Trans>
                </Anchor>
              </EntryCard>
              <EntryCard
                icon={<IconSchool size={24} />}
                title={t`Training search`}
                audience={t`For students`}
                description={t`Find trainings with firms and companies by state, city, industry and duration, and apply in one step.`}
              >
                <Button component={Link} to="/student" size="sm">
                  <Trans>Student login</Trans>
                </Button>
                <Anchor component={Link} to="/training" size="sm">
                  <Trans>Recent trainings</Trans>
                </Anchor>
              </EntryCard>
              <EntryCard
                icon={<IconBuilding size={24} />}
                title={t`Post jobs and find candidates`}
                audience={t`For employers and recruiters`}
                description={t`Post jobs and trainings, search CS members and students by skill and location, and review applicants.`}
              >
                <Button component={Link} to={employerLogin} size="sm">
                  <Trans>Employer login</Trans>
                </Button>
                <Anchor component={Link} to="/corporate/registration" size="sm">
                  <Trans>Register your organisation</Trans>
                </Anchor>
              </EntryCard>
              <EntryCard
                icon={<IconWorld size={24} />}
                title={t`International jobs`}
                audience={t`For CS members`}
                description={t`Opportunities outside India, with salaries shown in their own currency.`}
              >
                <Button component={Link} to={internationalLogin} size="sm">
                  <Trans>Member login</Trans>
                </Button>
              </EntryCard>
              <EntryCard
                icon={<IconFileText size={24} />}
                title={t`Resume maker`}
                audience={t`For CS members and students`}
                description={t`Build a clean, professional resume from a template in minutes and download it as a PDF.`}
              >
                <Button component={Link} to="/resume-template-selector" size="sm">
                  <Trans>Make my resume</Trans>
                </Button>
              </EntryCard>
              <EntryCard
                icon={<IconLandmark size={24} />}
                title={t`Open to everyone`}
                audience={t`No sign-in needed`}
                description={t`Work-from-home jobs, and government jobs and trainings for the profession.`}
              >
                <Anchor component={Link} to="/corporateWFH" size="sm">
                  <Trans>Work from home</Trans>
                </Anchor>
                <Anchor component={Link} to="/GovtJobsMember" size="sm">
                  <Trans>Government jobs</Trans>
                </Anchor>
                <Anchor component={Link} to="/govttrainings" size="sm">
                  <Trans>Government trainings</Trans>
                </Anchor>
              </EntryCard>
            </SimpleGrid>
          </Box>

          <Box component="section" aria-labelledby="institute-title">
            <Title order={2} id="institute-title" fz={{ base: 'h3', sm: 'h2' }} mb="lg">
              <Trans>From the institute</Trans>
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
              {OUTSIDE_LINKS.map((link) => {
                const Icon = OUTSIDE_ICON[link.key];
                return <OutsideLinkCard key={link.key} link={link} icon={<Icon size={22} />} />;
              })}
            </SimpleGrid>
          </Box>

          <Paper
            component="section"
            aria-labelledby="register-title"
            radius="md"
            p={{ base: 'md', sm: 'xl' }}
            className={classes.registerBand}
          >
            <Stack gap="sm">
              <Title order={2} id="register-title" fz="h4">
                <Trans>New to the portal?</Trans>
              </Title>
              <Text size="sm">
                <Trans>Register once with your institute details; it takes a few minutes.</Trans>
              </Text>
              <Group gap="sm">
                <Button component={Link} to="/member/registration" variant="white" size="sm">
                  <Trans>Member registration</Trans>
                </Button>
                <Button component={Link} to="/student/registration" variant="white" size="sm">
                  <Trans>Student registration</Trans>
                </Button>
                <Button component={Link} to="/corporate/registration" variant="white" size="sm">
                  <Trans>Employer registration</Trans>
                </Button>
              </Group>
            </Stack>
          </Paper>
        </Stack>
      </Container>
    </>
  );
}
