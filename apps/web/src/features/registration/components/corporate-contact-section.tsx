import { Trans, useLingui } from '@lingui/react/macro';
import { Group, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MOBILE_MAX_DIGITS } from '@pp/contract/constants';
import { useId } from 'react';
import { FormSection } from '../../../components/form-section.tsx';
import { PhoneCodeSelect } from '../../../components/phone-code-select.tsx';
import type { CorporateValues } from '../../../lib/corporate-form.ts';
import { digitsOnly, transformTyped, upperCase } from '../../../lib/typing.ts';

const NAME_MAX = 100;
const EMAIL_MAX = 254;

/** Contact person 1 (required: the login e-mail, and where the OTP goes) and person 2 (optional). */
export function CorporateContactSection({ form }: { form: UseFormReturnType<CorporateValues> }) {
  const { t } = useLingui();
  const contact = form.getValues().contactDetail;
  const set = (key: keyof CorporateValues['contactDetail'], value: string) => {
    const path: string = `contactDetail.${key}`;
    form.setFieldValue(path, value);
  };
  const errorOf = (key: keyof CorporateValues['contactDetail']) => form.errors[`contactDetail.${key}`];
  const mobile = digitsOnly(MOBILE_MAX_DIGITS);
  const person1 = useId();
  const person2 = useId();

  return (
    <FormSection title={t`Contact details`}>
      <div>
        <Title order={3} fz="md" id={person1}>
          <Trans>Contact person 1</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>
            This e-mail is your login. The OTP is sent to this mobile number; a link to confirm the e-mail is
            sent to it after registration.
          </Trans>
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" role="group" aria-labelledby={person1}>
        <TextInput
          label={t`Name`}
          required
          maxLength={NAME_MAX}
          autoComplete="name"
          value={contact.contactPerson1Name}
          onChange={(event) => transformTyped(event, upperCase, (v) => set('contactPerson1Name', v))}
          error={errorOf('contactPerson1Name')}
        />
        <TextInput
          label={t`Email`}
          required
          type="email"
          inputMode="email"
          maxLength={EMAIL_MAX}
          autoComplete="email"
          autoCapitalize="off"
          spellCheck={false}
          value={contact.contactPerson1Email}
          onChange={(event) => set('contactPerson1Email', event.currentTarget.value)}
          error={errorOf('contactPerson1Email')}
        />
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <PhoneCodeSelect
            w={130}
            style={{ flexShrink: 0 }}
            value={contact.contactPerson1PhoneCode || null}
            onChange={(value) => set('contactPerson1PhoneCode', value ?? '')}
            error={errorOf('contactPerson1PhoneCode')}
          />
          <TextInput
            style={{ flex: 1, minWidth: 0 }}
            label={t`Mobile`}
            required
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            value={contact.contactPerson1Mobile}
            onChange={(event) => transformTyped(event, mobile, (v) => set('contactPerson1Mobile', v))}
            error={errorOf('contactPerson1Mobile')}
          />
        </Group>
      </SimpleGrid>

      <Title order={3} fz="md" mt="sm" id={person2}>
        <Trans>Contact person 2 (optional)</Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" role="group" aria-labelledby={person2}>
        <TextInput
          label={t`Name`}
          maxLength={NAME_MAX}
          autoComplete="off"
          value={contact.contactPerson2Name}
          onChange={(event) => transformTyped(event, upperCase, (v) => set('contactPerson2Name', v))}
          error={errorOf('contactPerson2Name')}
        />
        <TextInput
          label={t`Email`}
          type="email"
          inputMode="email"
          maxLength={EMAIL_MAX}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          value={contact.contactPerson2Email}
          onChange={(event) => set('contactPerson2Email', event.currentTarget.value)}
          error={errorOf('contactPerson2Email')}
        />
        <TextInput
          label={t`Mobile`}
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          value={contact.contactPerson2Mobile}
          onChange={(event) => transformTyped(event, mobile, (v) => set('contactPerson2Mobile', v))}
          error={errorOf('contactPerson2Mobile')}
        />
      </SimpleGrid>
    </FormSection>
  );
}
