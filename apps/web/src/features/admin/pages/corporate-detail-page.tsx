import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { setTrainingRight } from '@pp/contract/admin';
import { setLoginStatus } from '@pp/contract/auth';
import type { CorporateProfile } from '@pp/contract/corporates';
import { formatDate } from '@pp/contract/format';
import { isHttpUrl } from '@pp/contract/validators';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { adminKeys, useCorporateDetail } from '../../../api/admin.ts';
import { confirmAction } from '../../../components/confirm.tsx';
import { DetailGrid, DetailItem, HtmlBlock } from '../../../components/detail-list.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { IconFileText } from '../../../components/icons.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { SectionPaper } from '../../../components/section-paper.tsx';
import { useRouteParam } from '../../../hooks/route-context.ts';
import { ApiCallError, call } from '../../../lib/api.ts';
import { balanceSheetUrl, downloadFile } from '../../../lib/files.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <SectionPaper headingId={id} p={{ base: 'sm', sm: 'lg' }}>
      <Title order={2} fz="h4" mb="sm" id={id}>
        {title}
      </Title>
      {children}
    </SectionPaper>
  );
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function BasicSection({ profile }: { profile: CorporateProfile }) {
  const b = profile.basicDetail;
  const c = profile.contactDetail;
  return (
    <Section title="Company basic">
      <Stack gap="md">
        <DetailGrid>
          <DetailItem label="Company name">{b.companyName}</DetailItem>
          <DetailItem label="Contact person 1 mobile">{c.contactPerson1Mobile}</DetailItem>
          <DetailItem label="Contact person 1 e-mail">{c.contactPerson1Email}</DetailItem>
          <DetailItem label="Industry type">
            {b.industryType.map((i) => i.industryTypeName).join(', ')}
          </DetailItem>
          <DetailItem label="Is PCS?">{yesNo(b.isPCS)}</DetailItem>
          {b.isPCS ? (
            <>
              <DetailItem label="Firm name">{b.firmName}</DetailItem>
              <DetailItem label="Member's name">{b.memberName}</DetailItem>
              <DetailItem label="Membership number">{b.membershipNumber}</DetailItem>
            </>
          ) : (
            <>
              <DetailItem label="CIN number">{b.cinNumber}</DetailItem>
              <DetailItem label="Is company listed?">{yesNo(b.isListed)}</DetailItem>
              {!b.isListed && <DetailItem label="Listing type">{b.listingTypeName}</DetailItem>}
            </>
          )}
        </DetailGrid>
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={4}>
            Description
          </Text>
          <HtmlBlock html={b.companyDescription} />
        </div>
      </Stack>
    </Section>
  );
}

function AddressSection({ profile }: { profile: CorporateProfile }) {
  const a = profile.addressDetail;
  const phone = a.companyContactNumber ? `+${a.companyPhoneCode} ${a.companyContactNumber}` : '';
  return (
    <Section title="Company Address">
      <DetailGrid>
        <DetailItem label="Country">{a.countryName}</DetailItem>
        <DetailItem label="State/UT">{a.stateName}</DetailItem>
        <DetailItem label="City">{a.cityName || a.otherCity}</DetailItem>
        <DetailItem label="Address">{a.address}</DetailItem>
        <DetailItem label="Locality">{a.locality}</DetailItem>
        <DetailItem label="Phone">{phone}</DetailItem>
        <DetailItem label="Website">
          {isHttpUrl(a.companyWebsite) ? (
            <Anchor href={a.companyWebsite} target="_blank" rel="noopener noreferrer">
              {a.companyWebsite}
            </Anchor>
          ) : (
            a.companyWebsite
          )}
        </DetailItem>
      </DetailGrid>
    </Section>
  );
}

function ContactSection({ profile }: { profile: CorporateProfile }) {
  const c = profile.contactDetail;
  return (
    <Section title="Contact Detail">
      <DetailGrid>
        <DetailItem label="Contact person 1">{c.contactPerson1Name}</DetailItem>
        <DetailItem label="E-mail">{c.contactPerson1Email}</DetailItem>
        <DetailItem label="Mobile">{c.contactPerson1Mobile}</DetailItem>
        <DetailItem label="Contact person 2">{c.contactPerson2Name}</DetailItem>
        <DetailItem label="E-mail">{c.contactPerson2Email}</DetailItem>
        <DetailItem label="Mobile">{c.contactPerson2Mobile}</DetailItem>
      </DetailGrid>
    </Section>
  );
}

/** The account: sign-in e-mail, the two switches (each confirmed) and the balance sheet. */
function AccountSection({ profile, userCode }: { profile: CorporateProfile; userCode: string }) {
  const client = useQueryClient();
  const [busy, setBusy] = useState<'login' | 'training' | null>(null);
  const auth = profile.authDetail;
  const name = profile.basicDetail.companyName;
  const refresh = () => client.invalidateQueries({ queryKey: [...adminKeys.corporates] });

  const toggleLogin = async () => {
    const activate = auth.loginStatus !== 'active';
    const ok = await confirmAction({
      title: activate ? 'Activate login' : 'Block login',
      message: activate
        ? `Activate the login of ${name}? They will be able to sign in again.`
        : `Block the login of ${name}? They will be signed out at once and cannot sign in until activated.`,
      confirmLabel: activate ? 'Activate' : 'Block',
      danger: !activate,
    });
    if (!ok) return;
    setBusy('login');
    try {
      const res = await call(setLoginStatus, { body: { userCode, status: activate ? 'active' : 'blocked' } });
      notifySuccess(`Login of ${name} is now ${res.loginStatus === 'active' ? 'active' : 'blocked'}.`);
      await refresh();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  };

  const toggleTraining = async () => {
    const allow = !auth.canPostTraining;
    const ok = await confirmAction({
      title: allow ? 'Activate posting of trainings' : 'Block posting of trainings',
      message: allow ? `Allow ${name} to post trainings?` : `Stop ${name} from posting trainings?`,
      confirmLabel: allow ? 'Activate' : 'Block',
      danger: !allow,
    });
    if (!ok) return;
    setBusy('training');
    try {
      const res = await call(setTrainingRight, { body: { userCode, status: allow } });
      notifySuccess(res.Message);
      await refresh();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  };

  const sheet = profile.balanceSheet;
  return (
    <Section title="Account">
      <Stack gap="md">
        <DetailGrid>
          <DetailItem label="Sign-in e-mail">{auth.email}</DetailItem>
          <DetailItem label="User code">{auth.userCode}</DetailItem>
          <DetailItem label="Login">
            <Group gap="xs">
              <Badge color={auth.loginStatus === 'active' ? 'green' : 'red'} variant="light">
                {auth.loginStatus === 'active' ? 'Active' : 'Blocked'}
              </Badge>
              <Button
                size="compact-xs"
                variant="light"
                color={auth.loginStatus === 'active' ? 'red' : 'green'}
                loading={busy === 'login'}
                onClick={() => void toggleLogin()}
              >
                {auth.loginStatus === 'active' ? 'Block' : 'Activate'}
              </Button>
            </Group>
          </DetailItem>
          <DetailItem label="Post trainings">
            <Group gap="xs">
              <Badge color={auth.canPostTraining ? 'green' : 'red'} variant="light">
                {auth.canPostTraining ? 'Allowed' : 'Blocked'}
              </Badge>
              <Button
                size="compact-xs"
                variant="light"
                color={auth.canPostTraining ? 'red' : 'green'}
                loading={busy === 'training'}
                onClick={() => void toggleTraining()}
              >
                {auth.canPostTraining ? 'Block' : 'Activate'}
              </Button>
            </Group>
          </DetailItem>
          <DetailItem label="Balance sheet">
            {sheet ? (
              <Group gap={6}>
                <IconFileText size={16} />
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() =>
                    void downloadFile(
                      balanceSheetUrl(sheet.userCode, sheet.fileName),
                      'balance-sheet.pdf',
                    ).catch(notifyError)
                  }
                >
                  Download (PDF)
                </Anchor>
                <Text size="xs" c="dimmed">
                  {formatDate(sheet.modifiedOn)}
                </Text>
              </Group>
            ) : (
              'Not uploaded'
            )}
          </DetailItem>
        </DetailGrid>
      </Stack>
    </Section>
  );
}

/** /admin/corporate/detail-{code}: an employer's profile, read-only (no edit pencils). */
export default function CorporateDetailPage() {
  const code = useRouteParam('code') ?? '';
  const query = useCorporateDetail(code);
  const notFound = query.error instanceof ApiCallError && query.error.status === 404;
  const title = query.data?.basicDetail.companyName ?? 'Corporate Profile';
  return (
    <PageFrame
      title={title}
      description="Employer profile"
      breadcrumbs={[
        { label: 'Dashboard', to: '/admin/dashbaord' },
        { label: 'Corporate Account(s)', to: '/admin/corporate' },
        { label: 'Corporate Profile' },
      ]}
    >
      {query.isPending ? (
        <LoadingState label="Loading the profile..." />
      ) : query.isError ? (
        <ErrorState
          title={notFound ? 'Employer not found' : 'Could not load the profile'}
          error={query.error}
          onRetry={notFound ? undefined : () => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <Stack gap="lg">
          <BasicSection profile={query.data} />
          <AddressSection profile={query.data} />
          <ContactSection profile={query.data} />
          <AccountSection profile={query.data} userCode={code} />
        </Stack>
      )}
    </PageFrame>
  );
}
