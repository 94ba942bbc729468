import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Grid, Stack } from '@mantine/core';
import type { MemberProfile, StudentProfile } from '@pp/contract/profiles';
import type { ReactNode } from 'react';
import { IconInfo } from '../../../components/icons.tsx';
import { AdditionalInfoSection } from './additional-info-section.tsx';
import { MemberBasicSection, StudentBasicSection } from './basic-sections.tsx';
import { CertificationSection } from './certification-section.tsx';
import { EducationSection } from './education-section.tsx';
import { ExperienceSection } from './experience-section.tsx';
import { ProfileHeader } from './profile-header.tsx';
import { ResumeSection } from './resume-section.tsx';
import { SkillsSection } from './skills-section.tsx';
import { ViewedBySection } from './viewed-by-section.tsx';

interface ViewProps<P> {
  profile: P;
  /** The owner's page: edit controls shown. Admin and employer views: read-only. */
  editable: boolean;
  /** Buttons of the header (owner: status, sync, resume maker; viewers: Send Message). */
  actions?: ReactNode;
}

/** For an employer who may not see the contact details (the candidate has not applied to it). */
function WithheldNotice({ number }: { number: string }) {
  const { t } = useLingui();
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconInfo size={18} />}
      title={t`Contact details are not shown`}
    >
      <Trans>
        E-mail, mobile number, date of birth and {number} are shown only for candidates who applied to your
        postings. To reach this candidate, use Send Message: the portal forwards your message without showing
        their address.
      </Trans>
    </Alert>
  );
}

function DeactivatedNotice({ editable }: { editable: boolean }) {
  const { t } = useLingui();
  return (
    <Alert color="gray" variant="light" icon={<IconInfo size={18} />} title={t`This profile is deactivated`}>
      {editable
        ? t`Employers do not find you in candidate searches. Activate your profile to be found again.`
        : t`The candidate is not shown in candidate searches.`}
    </Alert>
  );
}

/** The member's sections; the same components on the owner's page and on the read-only views. */
export function MemberProfileView({ profile, editable, actions }: ViewProps<MemberProfile>) {
  const { t } = useLingui();
  const basic = profile.basicDetail;
  const membership = basic.membershipType === 'F' ? 'FCS' : 'ACS';
  const membershipNumber = basic.membershipNumber;
  return (
    <Stack gap="md">
      <ProfileHeader
        kind="member"
        name={basic.name}
        userCode={basic.userCode}
        profilePicture={basic.profilePicture}
        identity={
          profile.access.contact
            ? t`Membership number: ${membership} ${membershipNumber}`
            : t`Member (${membership})`
        }
        email={basic.email}
        mobile={basic.mobile}
        isActive={basic.isActive}
        editable={editable}
        actions={actions}
      />
      {!profile.access.contact && <WithheldNotice number={t`membership number`} />}
      {!basic.isActive && <DeactivatedNotice editable={editable} />}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <MemberBasicSection detail={basic} editable={editable} />
            <EducationSection kind="member" items={profile.educationDetail} editable={editable} />
            <ExperienceSection kind="member" items={profile.experienceDetail} editable={editable} />
            <CertificationSection items={profile.certificationDetail} editable={editable} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <ResumeSection
              kind="member"
              resume={profile.resumeDetail}
              name={basic.name}
              editable={editable}
              showToEmployers={basic.showResumeToEmployers}
              withheld={!profile.access.resume}
            />
            <SkillsSection kind="member" skills={profile.skillDetail} editable={editable} />
            <AdditionalInfoSection kind="member" value={basic.additionalInfo} editable={editable} />
            {editable && <ViewedBySection kind="member" />}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

export function StudentProfileView({ profile, editable, actions }: ViewProps<StudentProfile>) {
  const { t } = useLingui();
  const basic = profile.basicDetail;
  const registrationNumber = basic.registrationNumber;
  return (
    <Stack gap="md">
      <ProfileHeader
        kind="student"
        name={basic.name}
        userCode={basic.userCode}
        profilePicture={basic.profilePicture}
        identity={profile.access.contact ? t`Registration number: ${registrationNumber}` : t`Student`}
        email={basic.email}
        mobile={basic.mobile}
        isActive={basic.isActive}
        editable={editable}
        actions={actions}
      />
      {!profile.access.contact && <WithheldNotice number={t`registration number`} />}
      {!basic.isActive && <DeactivatedNotice editable={editable} />}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <StudentBasicSection detail={basic} editable={editable} />
            <EducationSection kind="student" items={profile.educationDetail} editable={editable} />
            <ExperienceSection kind="student" items={profile.experienceDetail} editable={editable} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <ResumeSection
              kind="student"
              resume={profile.resumeDetail}
              name={basic.name}
              editable={editable}
              showToEmployers={basic.showResumeToEmployers}
              withheld={!profile.access.resume}
            />
            <SkillsSection kind="student" skills={profile.skillDetail} editable={editable} />
            <AdditionalInfoSection kind="student" value={basic.additionalInfo} editable={editable} />
            {editable && <ViewedBySection kind="student" />}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
