import { Trans, useLingui } from '@lingui/react/macro';
import {
  Anchor,
  Button,
  FileInput,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { INDIA_COUNTRY_CODE, MOBILE_MAX_DIGITS } from '@pp/contract/constants';
import {
  BALANCE_SHEET_MAX_BYTES,
  type CorporateProfile,
  corporateContactEdit,
} from '@pp/contract/corporates';
import { formatDate } from '@pp/contract/format';
import { EMPLOYER_MSG, MSG } from '@pp/contract/messages';
import { isHttpUrl } from '@pp/contract/validators';
import { type ReactNode, useEffect, useState } from 'react';
import {
  useCorporateProfile,
  useSaveAddressDetail,
  useSaveBasicDetail,
  useSaveContactDetail,
  useUploadBalanceSheet,
} from '../../../api/corporates.ts';
import { CorporateAddressSection } from '../../../components/corporate/corporate-address-section.tsx';
import { CorporateBasicSection } from '../../../components/corporate/corporate-basic-section.tsx';
import { DetailGrid, DetailItem, HtmlBlock } from '../../../components/detail-list.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { validateWith } from '../../../components/form-modal.tsx';
import { IconFileText } from '../../../components/icons.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { EditButton, SectionPaper } from '../../../components/section-paper.tsx';
import { useMessageText } from '../../../i18n/message-text.ts';
import { ApiCallError } from '../../../lib/api.ts';
import type { CorporateValues } from '../../../lib/corporate-form.ts';
import { balanceSheetUrl, downloadFile } from '../../../lib/files.ts';
import { useForm } from '../../../lib/form.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { notifyError } from '../../../lib/notify.ts';
import { digitsOnly, transformTyped, upperCase } from '../../../lib/typing.ts';
import {
  addressBody,
  basicBody,
  profileToValues,
  renameFor,
  validateAddress,
  validateBasic,
} from '../lib/profile-form.ts';

function ProfileCard({
  id,
  title,
  onEdit,
  children,
}: {
  /** The heading's id (in English whatever the language): `company-<id>`. */
  id: string;
  title: string;
  onEdit?: () => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const headingId = `company-${id}`;
  return (
    <SectionPaper headingId={headingId} p={{ base: 'sm', sm: 'lg' }}>
      <Group justify="space-between" align="center" mb="md" wrap="nowrap">
        <Title order={2} fz="h4" id={headingId}>
          {title}
        </Title>
        {onEdit && <EditButton onClick={onEdit} label={t`Edit ${title}`} />}
      </Group>
      {children}
    </SectionPaper>
  );
}

/** An edit modal around one section of the profile: full screen on phones, Save and Cancel. */
function EditModal({
  title,
  opened,
  onClose,
  onSubmit,
  saving,
  children,
}: {
  title: string;
  opened: boolean;
  onClose: () => void;
  onSubmit: () => void;
  saving: boolean;
  children: ReactNode;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="xl"
      fullScreen={phone}
      closeOnClickOutside={false}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        noValidate
      >
        <Stack gap="md">
          {children}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={saving}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The basic or address section, edited with the registration form's section and rules. */
function SectionModal({
  section,
  profile,
  opened,
  onClose,
}: {
  section: 'basic' | 'address';
  profile: CorporateProfile;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const saveBasic = useSaveBasicDetail();
  const saveAddress = useSaveAddressDetail();
  const form = useForm<CorporateValues>({
    initialValues: profileToValues(profile),
    validate: section === 'basic' ? validateBasic : validateAddress,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: fill the form each time it opens
  useEffect(() => {
    if (!opened) return;
    form.setValues(profileToValues(profile));
    form.clearErrors();
  }, [opened]);
  const saving = section === 'basic' ? saveBasic.isPending : saveAddress.isPending;
  const submit = form.onSubmit(async (values) => {
    try {
      if (section === 'basic') await saveBasic.mutateAsync(basicBody(values));
      else await saveAddress.mutateAsync(addressBody(values));
      onClose();
    } catch (error) {
      const prefix = section === 'basic' ? 'basicDetail' : 'addressDetail';
      applyFieldErrors(
        form,
        error,
        renameFor(prefix, error instanceof ApiCallError ? error.fields : undefined),
      );
    }
  });
  return (
    <EditModal
      title={section === 'basic' ? t`Edit company details` : t`Edit company address`}
      opened={opened}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
    >
      {section === 'basic' ? <CorporateBasicSection form={form} /> : <CorporateAddressSection form={form} />}
    </EditModal>
  );
}

interface ContactValues {
  contactPerson1Name: string;
  contactPerson2Name: string;
  contactPerson2Email: string;
  contactPerson2Mobile: string;
}

/** Contact person 1's name and person 2; person 1's e-mail and mobile are the login and stay. */
function ContactModal({
  profile,
  opened,
  onClose,
}: {
  profile: CorporateProfile;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const save = useSaveContactDetail();
  const initial = (): ContactValues => ({
    contactPerson1Name: profile.contactDetail.contactPerson1Name,
    contactPerson2Name: profile.contactDetail.contactPerson2Name,
    contactPerson2Email: profile.contactDetail.contactPerson2Email,
    contactPerson2Mobile: profile.contactDetail.contactPerson2Mobile,
  });
  const form = useForm<ContactValues>({
    initialValues: initial(),
    validate: validateWith(corporateContactEdit, (v: ContactValues) => v),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: fill the form each time it opens
  useEffect(() => {
    if (!opened) return;
    form.setValues(initial());
    form.clearErrors();
  }, [opened]);
  const mobile = digitsOnly(MOBILE_MAX_DIGITS);
  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      onClose();
    } catch (error) {
      applyFieldErrors(form, error);
    }
  });
  return (
    <EditModal
      title={t`Edit contact details`}
      opened={opened}
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
    >
      <Title order={3} fz="md">
        <Trans>Contact person 1</Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t`Name`}
          required
          maxLength={100}
          value={form.values.contactPerson1Name}
          onChange={(event) =>
            transformTyped(event, upperCase, (v) => form.setFieldValue('contactPerson1Name', v))
          }
          error={form.errors.contactPerson1Name}
        />
        <TextInput
          label={t`Email`}
          value={profile.contactDetail.contactPerson1Email}
          readOnly
          disabled
          description={t`Your login: it cannot be changed here`}
        />
        <TextInput
          label={t`Mobile`}
          value={profile.contactDetail.contactPerson1Mobile}
          readOnly
          disabled
          description={t`Cannot be changed here`}
        />
      </SimpleGrid>
      <Title order={3} fz="md">
        <Trans>Contact person 2 (optional)</Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t`Name`}
          maxLength={100}
          value={form.values.contactPerson2Name}
          onChange={(event) =>
            transformTyped(event, upperCase, (v) => form.setFieldValue('contactPerson2Name', v))
          }
          error={form.errors.contactPerson2Name}
        />
        <TextInput
          label={t`Email`}
          type="email"
          maxLength={254}
          {...form.getInputProps('contactPerson2Email')}
        />
        <TextInput
          label={t`Mobile`}
          type="tel"
          inputMode="numeric"
          value={form.values.contactPerson2Mobile}
          onChange={(event) =>
            transformTyped(event, mobile, (v) => form.setFieldValue('contactPerson2Mobile', v))
          }
          error={form.errors.contactPerson2Mobile}
        />
      </SimpleGrid>
    </EditModal>
  );
}

/** The balance sheet: a PDF of at most 5 MB (checked here for speed, by content on the server). */
function BalanceSheetCard({ profile }: { profile: CorporateProfile }) {
  const { t } = useLingui();
  const tm = useMessageText();
  const uploadSheet = useUploadBalanceSheet();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState('');
  const [downloading, setDownloading] = useState(false);
  const current = profile.balanceSheet;
  const uploadedOn = current ? formatDate(current.modifiedOn) : '';
  const choose = (next: File | null) => {
    setFile(next);
    if (!next) return setProblem('');
    if (!/\.pdf$/i.test(next.name)) return setProblem(MSG.pdfOnly);
    if (next.size > BALANCE_SHEET_MAX_BYTES) return setProblem(EMPLOYER_MSG.balanceSheetTooBig);
    if (next.size === 0) return setProblem(MSG.noFileSelected);
    setProblem('');
  };
  return (
    <ProfileCard id="balance-sheet" title={t`Balance sheet`}>
      <Stack gap="sm">
        {current ? (
          <Group gap="xs">
            <IconFileText size={18} />
            <Anchor
              component="button"
              type="button"
              onClick={async () => {
                setDownloading(true);
                try {
                  await downloadFile(
                    balanceSheetUrl(current.userCode, current.fileName),
                    'balance-sheet.pdf',
                  );
                } catch (error) {
                  notifyError(error);
                } finally {
                  setDownloading(false);
                }
              }}
              disabled={downloading}
            >
              <Trans>Balance sheet (PDF)</Trans>
            </Anchor>
            <Text size="sm" c="dimmed">
              <Trans>uploaded {uploadedOn}</Trans>
            </Text>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>No balance sheet uploaded yet.</Trans>
          </Text>
        )}
        <Group align="flex-end" gap="sm">
          <FileInput
            label={current ? t`Replace with a new PDF` : t`Upload a PDF`}
            description={t`PDF only, at most 5 MB`}
            accept="application/pdf,.pdf"
            clearable
            value={file}
            onChange={choose}
            error={problem ? tm(problem) : undefined}
            style={{ flex: '1 1 16rem' }}
          />
          <Button
            disabled={!file || Boolean(problem)}
            loading={uploadSheet.isPending}
            onClick={async () => {
              if (!file) return;
              try {
                await uploadSheet.mutateAsync(file);
                setFile(null);
              } catch {
                // The message is shown by the global handler.
              }
            }}
          >
            <Trans>Upload</Trans>
          </Button>
        </Group>
      </Stack>
    </ProfileCard>
  );
}

/**
 * /corporate/profile: the company's basic, address and contact sections, each editable with
 * the registration rules, and the balance sheet upload.
 */
export default function CompanyProfilePage() {
  const { t } = useLingui();
  const query = useCorporateProfile();
  const [editing, setEditing] = useState<'basic' | 'address' | 'contact' | null>(null);
  const profile = query.data;
  const closeModal = () => setEditing(null);

  return (
    <PageFrame
      title={t`Company Profile`}
      breadcrumbs={[{ label: t`Dashboard`, to: '/corporate/dashboard' }, { label: t`Company Profile` }]}
    >
      {query.isPending ? (
        <LoadingState label={t`Loading your profile...`} />
      ) : query.isError || !profile ? (
        <ErrorState query={query} />
      ) : (
        <Stack gap="lg">
          <ProfileCard id="company-details" title={t`Company details`} onEdit={() => setEditing('basic')}>
            <Stack gap="md">
              <DetailGrid>
                <DetailItem label={t`Company name`} english>
                  {profile.basicDetail.companyName}
                </DetailItem>
                <DetailItem label={t`Is PCS?`}>{profile.basicDetail.isPCS ? t`Yes` : t`No`}</DetailItem>
                {profile.basicDetail.isPCS ? (
                  <>
                    <DetailItem label={t`Firm name`} english>
                      {profile.basicDetail.firmName}
                    </DetailItem>
                    <DetailItem label={t`Member name`} english>
                      {profile.basicDetail.memberName}
                    </DetailItem>
                    <DetailItem label={t`Membership number`} english>
                      {profile.basicDetail.membershipNumber}
                    </DetailItem>
                  </>
                ) : (
                  <>
                    <DetailItem label="CIN" english>
                      {profile.basicDetail.cinNumber}
                    </DetailItem>
                    <DetailItem label={t`Is company listed?`}>
                      {profile.basicDetail.isListed ? t`Yes` : t`No`}
                    </DetailItem>
                    {!profile.basicDetail.isListed && (
                      <DetailItem label={t`Listing type`} english>
                        {profile.basicDetail.listingTypeName}
                      </DetailItem>
                    )}
                  </>
                )}
                <DetailItem label={t`Industry type`} english>
                  {profile.basicDetail.industryType.map((i) => i.industryTypeName).join(', ')}
                </DetailItem>
                <DetailItem label={t`Can post trainings`}>
                  {profile.authDetail.canPostTraining
                    ? t`Yes`
                    : t`No (register your firm with the institute)`}
                </DetailItem>
              </DetailGrid>
              <div>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  <Trans>Description</Trans>
                </Text>
                <HtmlBlock html={profile.basicDetail.companyDescription} />
              </div>
            </Stack>
          </ProfileCard>
          <ProfileCard id="company-address" title={t`Company address`} onEdit={() => setEditing('address')}>
            <DetailGrid>
              <DetailItem label={t`Country`} english>
                {profile.addressDetail.countryName}
              </DetailItem>
              {profile.addressDetail.countryCode === INDIA_COUNTRY_CODE ? (
                <>
                  <DetailItem label={t`State/UT`} english>
                    {profile.addressDetail.stateName}
                  </DetailItem>
                  <DetailItem label={t`City`} english>
                    {profile.addressDetail.cityName}
                  </DetailItem>
                </>
              ) : (
                <DetailItem label={t`City`} english>
                  {profile.addressDetail.otherCity}
                </DetailItem>
              )}
              <DetailItem label={t`Address`} english>
                {profile.addressDetail.address}
              </DetailItem>
              <DetailItem label={t`Locality`} english>
                {profile.addressDetail.locality}
              </DetailItem>
              <DetailItem label={t`Phone`}>
                {profile.addressDetail.companyContactNumber
                  ? `+${profile.addressDetail.companyPhoneCode} ${profile.addressDetail.companyContactNumber}`
                  : ''}
              </DetailItem>
              <DetailItem label={t`Website`} english>
                {isHttpUrl(profile.addressDetail.companyWebsite) ? (
                  <Anchor
                    href={profile.addressDetail.companyWebsite}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {profile.addressDetail.companyWebsite}
                  </Anchor>
                ) : (
                  profile.addressDetail.companyWebsite
                )}
              </DetailItem>
            </DetailGrid>
          </ProfileCard>
          <ProfileCard id="contact-details" title={t`Contact details`} onEdit={() => setEditing('contact')}>
            <DetailGrid>
              <DetailItem label={t`Contact person 1`} english>
                {profile.contactDetail.contactPerson1Name}
              </DetailItem>
              <DetailItem label={t`Email`} english>
                {profile.contactDetail.contactPerson1Email}
              </DetailItem>
              <DetailItem label={t`Mobile`} english>
                {profile.contactDetail.contactPerson1Mobile}
              </DetailItem>
              <DetailItem label={t`Contact person 2`} english>
                {profile.contactDetail.contactPerson2Name}
              </DetailItem>
              <DetailItem label={t`Email`} english>
                {profile.contactDetail.contactPerson2Email}
              </DetailItem>
              <DetailItem label={t`Mobile`} english>
                {profile.contactDetail.contactPerson2Mobile}
              </DetailItem>
            </DetailGrid>
          </ProfileCard>
          <BalanceSheetCard profile={profile} />
          <SectionModal section="basic" profile={profile} opened={editing === 'basic'} onClose={closeModal} />
          <SectionModal
            section="address"
            profile={profile}
            opened={editing === 'address'}
            onClose={closeModal}
          />
          <ContactModal profile={profile} opened={editing === 'contact'} onClose={closeModal} />
        </Stack>
      )}
    </PageFrame>
  );
}
