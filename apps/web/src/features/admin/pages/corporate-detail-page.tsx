import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { setTrainingRight } from '@pp/contract/admin';
import { resetSecondFactor, setLoginStatus } from '@pp/contract/auth';
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

const YesNo = ({ value }: { value: boolean }) => (value ? <Trans>Yes</Trans> : <Trans>No</Trans>);

function BasicSection({ profile }: { profile: CorporateProfile }) {
  const { t } = useLingui();
  const b = profile.basicDetail;
  const c = profile.contactDetail;
  return (
    <Section title={t`Company basic`}>
      <Stack gap="md">
        <DetailGrid>
          <DetailItem label={t`Company name`} english>
            {b.companyName}
          </DetailItem>
          <DetailItem label={t`Contact person 1 mobile`} english>
            {c.contactPerson1Mobile}
          </DetailItem>
          <DetailItem label={t`Contact person 1 e-mail`} english>
            {c.contactPerson1Email}
          </DetailItem>
          <DetailItem label={t`Industry type`} english>
            {b.industryType.map((i) => i.industryTypeName).join(', ')}
          </DetailItem>
          <DetailItem label={t`Is PCS?`}>
            <YesNo value={b.isPCS} />
          </DetailItem>
          {b.isPCS ? (
            <>
              <DetailItem label={t`Firm name`} english>
                {b.firmName}
              </DetailItem>
              <DetailItem label={t`Member's name`} english>
                {b.memberName}
              </DetailItem>
              <DetailItem label={t`Membership number`} english>
                {b.membershipNumber}
              </DetailItem>
            </>
          ) : (
            <>
              <DetailItem label={t`CIN number`} english>
                {b.cinNumber}
              </DetailItem>
              <DetailItem label={t`Is company listed?`}>
                <YesNo value={b.isListed} />
              </DetailItem>
              {!b.isListed && (
                <DetailItem label={t`Listing type`} english>
                  {b.listingTypeName}
                </DetailItem>
              )}
            </>
          )}
        </DetailGrid>
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={4}>
            <Trans>Description</Trans>
          </Text>
          <HtmlBlock html={b.companyDescription} />
        </div>
      </Stack>
    </Section>
  );
}

function AddressSection({ profile }: { profile: CorporateProfile }) {
  const { t } = useLingui();
  const a = profile.addressDetail;
  const phone = a.companyContactNumber ? `+${a.companyPhoneCode} ${a.companyContactNumber}` : '';
  return (
    <Section title={t`Company Address`}>
      <DetailGrid>
        <DetailItem label={t`Country`} english>
          {a.countryName}
        </DetailItem>
        <DetailItem label={t`State/UT`} english>
          {a.stateName}
        </DetailItem>
        <DetailItem label={t`City`} english>
          {a.cityName || a.otherCity}
        </DetailItem>
        <DetailItem label={t`Address`} english>
          {a.address}
        </DetailItem>
        <DetailItem label={t`Locality`} english>
          {a.locality}
        </DetailItem>
        <DetailItem label={t`Phone`}>{phone}</DetailItem>
        <DetailItem label={t`Website`} english>
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
  const { t } = useLingui();
  const c = profile.contactDetail;
  return (
    <Section title={t`Contact Detail`}>
      <DetailGrid>
        <DetailItem label={t`Contact person 1`} english>
          {c.contactPerson1Name}
        </DetailItem>
        <DetailItem label={t`E-mail`} english>
          {c.contactPerson1Email}
        </DetailItem>
        <DetailItem label={t`Mobile`} english>
          {c.contactPerson1Mobile}
        </DetailItem>
        <DetailItem label={t`Contact person 2`} english>
          {c.contactPerson2Name}
        </DetailItem>
        <DetailItem label={t`E-mail`} english>
          {c.contactPerson2Email}
        </DetailItem>
        <DetailItem label={t`Mobile`} english>
          {c.contactPerson2Mobile}
        </DetailItem>
      </DetailGrid>
    </Section>
  );
}

/** The account: sign-in e-mail, the two switches (each confirmed) and the balance sheet. */
function AccountSection({ profile, userCode }: { profile: CorporateProfile; userCode: string }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const [busy, setBusy] = useState<'login' | 'training' | 'factor' | null>(null);
  const auth = profile.authDetail;
  const name = profile.basicDetail.companyName;
  const refresh = () => client.invalidateQueries({ queryKey: [...adminKeys.corporates] });

  const toggleLogin = async () => {
    const activate = auth.loginStatus !== 'active';
    const ok = await confirmAction({
      title: activate ? t`Activate login` : t`Block login`,
      message: activate
        ? t`Activate the login of ${name}? They will be able to sign in again.`
        : t`Block the login of ${name}? They will be signed out at once and cannot sign in until activated.`,
      confirmLabel: activate ? t`Activate` : t`Block`,
      danger: !activate,
    });
    if (!ok) return;
    setBusy('login');
    try {
      const res = await call(setLoginStatus, { body: { userCode, status: activate ? 'active' : 'blocked' } });
      notifySuccess(
        res.loginStatus === 'active'
          ? t`Login of ${name} is now active.`
          : t`Login of ${name} is now blocked.`,
      );
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
      title: allow ? t`Activate posting of trainings` : t`Block posting of trainings`,
      message: allow ? t`Allow ${name} to post trainings?` : t`Stop ${name} from posting trainings?`,
      confirmLabel: allow ? t`Activate` : t`Block`,
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

  // A lost phone: the user's second factor goes, they sign in with the password and set a new one
  // up (the server audits it and mails them).
  const resetFactor = async () => {
    const ok = await confirmAction({
      title: t`Reset second factor`,
      message: t`Reset the second factor of ${name}? Their authenticator app and recovery codes stop working; they sign in with the password alone and can set up a new one. They are told by e-mail.`,
      confirmLabel: t`Reset`,
      danger: true,
    });
    if (!ok) return;
    setBusy('factor');
    try {
      const res = await call(resetSecondFactor, { params: { code: userCode } });
      notifySuccess(res.Message);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  };

  const sheet = profile.balanceSheet;
  return (
    <Section title={t`Account`}>
      <Stack gap="md">
        <DetailGrid>
          <DetailItem label={t`Sign-in e-mail`} english>
            {auth.email}
          </DetailItem>
          <DetailItem label={t`User code`} english>
            {auth.userCode}
          </DetailItem>
          <DetailItem label={t`Login`}>
            <Group gap="xs">
              <Badge color={auth.loginStatus === 'active' ? 'green' : 'red'} variant="light">
                {auth.loginStatus === 'active' ? <Trans>Active</Trans> : <Trans>Blocked</Trans>}
              </Badge>
              <Button
                size="compact-xs"
                variant="light"
                color={auth.loginStatus === 'active' ? 'red' : 'green'}
                loading={busy === 'login'}
                onClick={() => void toggleLogin()}
              >
                {auth.loginStatus === 'active' ? <Trans>Block</Trans> : <Trans>Activate</Trans>}
              </Button>
            </Group>
          </DetailItem>
          <DetailItem label={t`Post trainings`}>
            <Group gap="xs">
              <Badge color={auth.canPostTraining ? 'green' : 'red'} variant="light">
                {auth.canPostTraining ? <Trans>Allowed</Trans> : <Trans>Blocked</Trans>}
              </Badge>
              <Button
                size="compact-xs"
                variant="light"
                color={auth.canPostTraining ? 'red' : 'green'}
                loading={busy === 'training'}
                onClick={() => void toggleTraining()}
              >
                {auth.canPostTraining ? <Trans>Block</Trans> : <Trans>Activate</Trans>}
              </Button>
            </Group>
          </DetailItem>
          <DetailItem label={t`Second factor`}>
            <Button
              size="compact-xs"
              variant="light"
              color="red"
              loading={busy === 'factor'}
              onClick={() => void resetFactor()}
            >
              <Trans>Reset second factor</Trans>
            </Button>
          </DetailItem>
          <DetailItem label={t`Balance sheet`}>
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
                  <Trans>Download (PDF)</Trans>
                </Anchor>
                <Text size="xs" c="dimmed">
                  {formatDate(sheet.modifiedOn)}
                </Text>
              </Group>
            ) : (
              <Trans>Not uploaded</Trans>
            )}
          </DetailItem>
        </DetailGrid>
      </Stack>
    </Section>
  );
}

/** /admin/corporate/detail-{code}: an employer's profile, read-only (no edit pencils). */
export default function CorporateDetailPage() {
  const { t } = useLingui();
  const code = useRouteParam('code') ?? '';
  const query = useCorporateDetail(code);
  const notFound = query.error instanceof ApiCallError && query.error.status === 404;
  const title = query.data?.basicDetail.companyName ?? t`Corporate Profile`;
  return (
    <PageFrame
      title={title}
      description={t`Employer profile`}
      breadcrumbs={[
        { label: t`Dashboard`, to: '/admin/dashbaord' },
        { label: t`Corporate Account(s)`, to: '/admin/corporate' },
        { label: t`Corporate Profile` },
      ]}
    >
      {query.isPending ? (
        <LoadingState label={t`Loading the profile...`} />
      ) : query.isError ? (
        <ErrorState
          title={notFound ? t`Employer not found` : t`Could not load the profile`}
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
