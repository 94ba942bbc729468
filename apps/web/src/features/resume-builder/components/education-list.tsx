import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '../../../components/icons.tsx';
import { DURATION_OPTIONS, MONTH_OPTIONS, monthLabel, passingYears } from '../model/options.ts';
import { type EducationListKey, LIMITS, newEducation } from '../model/resume-schema.ts';
import { type ResumeForm, selectData } from './form-types.ts';

const COPY: Record<
  EducationListKey,
  {
    title: MessageDescriptor;
    description: MessageDescriptor;
    item: MessageDescriptor;
    remove: (number: number) => MessageDescriptor;
    add: MessageDescriptor;
    empty: MessageDescriptor;
  }
> = {
  education: {
    title: msg`Education`,
    description: msg`Degrees and school, latest first.`,
    item: msg`Education`,
    remove: (number) => msg`Remove education ${number}`,
    add: msg`Add education`,
    empty: msg`No education added.`,
  },
  professionalEducation: {
    title: msg`Professional Education`,
    description: msg`The Company Secretary course and other professional qualifications.`,
    item: msg`Professional education`,
    remove: (number) => msg`Remove professional education ${number}`,
    add: msg`Add professional education`,
    empty: msg`No professional education added.`,
  },
};

/** Education or professional education entries (spec 3 section 3). */
export function EducationList({ form, listKey }: { form: ResumeForm; listKey: EducationListKey }) {
  const { t, i18n } = useLingui();
  const copy = COPY[listKey];
  const items = form.values[listKey];
  const years = passingYears();
  const full = items.length >= LIMITS.items;
  const months = selectData(MONTH_OPTIONS, t`Month`, (month) => monthLabel(month, i18n));
  const limit = LIMITS.items;

  return (
    <Stack gap="sm">
      <div>
        <Title order={2} size="h4">
          {i18n._(copy.title)}
        </Title>
        <Text size="sm" c="dimmed">
          {i18n._(copy.description)}
        </Text>
      </div>
      {items.length === 0 && (
        <Text size="sm" c="dimmed">
          {i18n._(copy.empty)}
        </Text>
      )}
      {items.map((item, index) => {
        const path = `${listKey}.${index}` as const;
        const number = index + 1;
        return (
          <Paper key={item.id} withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600}>
                  {i18n._(copy.item)} {number}
                </Text>
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => form.removeListItem(listKey, index)}
                  aria-label={i18n._(copy.remove(number))}
                >
                  <Trans>Remove</Trans>
                </Button>
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput
                  label={t`Course`}
                  maxLength={LIMITS.itemField}
                  {...form.getInputProps(`${path}.course`)}
                />
                <TextInput
                  label={t`College / Institute`}
                  maxLength={LIMITS.itemField}
                  {...form.getInputProps(`${path}.college`)}
                />
                <TextInput
                  label={t`University / Board`}
                  maxLength={LIMITS.itemField}
                  {...form.getInputProps(`${path}.university`)}
                />
                <NativeSelect
                  label={t`Duration`}
                  data={[
                    { value: '', label: t`Select duration` },
                    ...DURATION_OPTIONS.map((option) => ({
                      value: option.value,
                      label: i18n._(option.label),
                    })),
                  ]}
                  {...form.getInputProps(`${path}.duration`)}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
                <NativeSelect
                  label={t`From month`}
                  data={months}
                  {...form.getInputProps(`${path}.fromMonth`)}
                />
                <NativeSelect label={t`To month`} data={months} {...form.getInputProps(`${path}.toMonth`)} />
                <NativeSelect
                  label={t`Year of passing`}
                  data={selectData(years, t`Year`)}
                  {...form.getInputProps(`${path}.yearOfPassing`)}
                />
              </SimpleGrid>
            </Stack>
          </Paper>
        );
      })}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => form.insertListItem(listKey, newEducation())}
          disabled={full}
        >
          {i18n._(copy.add)}
        </Button>
        {full && (
          <Text size="sm" c="dimmed">
            <Trans>You can add at most {limit} entries here.</Trans>
          </Text>
        )}
      </Group>
    </Stack>
  );
}
