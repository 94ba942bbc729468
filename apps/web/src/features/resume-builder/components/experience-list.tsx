import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '../../../components/icons.tsx';
import { experienceYears, MONTH_OPTIONS, monthLabel } from '../model/options.ts';
import { type ExperienceListKey, LIMITS, newExperience, OTHER_DESIGNATION } from '../model/resume-schema.ts';
import { type ResumeForm, selectData } from './form-types.ts';
import { LimitedTextarea } from './limited-textarea.tsx';

const COPY: Record<
  ExperienceListKey,
  {
    title: MessageDescriptor;
    description: MessageDescriptor;
    item: MessageDescriptor;
    remove: (number: number) => MessageDescriptor;
    add: MessageDescriptor;
    nameLabel: MessageDescriptor;
    empty: MessageDescriptor;
  }
> = {
  experience: {
    title: msg`Work Experience`,
    description: msg`Your jobs, latest first.`,
    item: msg`Experience`,
    remove: (number) => msg`Remove experience ${number}`,
    add: msg`Add experience`,
    nameLabel: msg`Project or assignment`,
    empty: msg`No work experience added.`,
  },
  training: {
    title: msg`Training`,
    description: msg`Articleship, management training and other practical training.`,
    item: msg`Training`,
    remove: (number) => msg`Remove training ${number}`,
    add: msg`Add training`,
    nameLabel: msg`Training programme`,
    empty: msg`No training added.`,
  },
};

/** Experience or training entries (spec 3 section 3): designation required, 'Other' needs its name. */
export function ExperienceList({
  form,
  listKey,
  designations,
}: {
  form: ResumeForm;
  listKey: ExperienceListKey;
  designations: string[];
}) {
  const { t, i18n } = useLingui();
  const copy = COPY[listKey];
  const items = form.values[listKey];
  const years = experienceYears();
  const full = items.length >= LIMITS.items;
  const months = selectData(MONTH_OPTIONS, t`Month`, (month) => monthLabel(month, i18n));
  const limit = LIMITS.items;
  const designationLabel = (value: string) => (value === OTHER_DESIGNATION ? t`Other` : value);

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
        // A designation taken from a profile or a file may not be in the list: offer it as it is.
        const options =
          item.designation &&
          item.designation !== OTHER_DESIGNATION &&
          !designations.includes(item.designation)
            ? [item.designation, ...designations]
            : designations;
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
                <NativeSelect
                  label={t`Designation`}
                  required
                  data={selectData([...options, OTHER_DESIGNATION], t`Select designation`, designationLabel)}
                  {...form.getInputProps(`${path}.designation`)}
                />
                {item.designation === OTHER_DESIGNATION && (
                  <TextInput
                    label={t`Name of designation`}
                    required
                    maxLength={LIMITS.itemField}
                    {...form.getInputProps(`${path}.otherDesignation`)}
                  />
                )}
                <TextInput
                  label={t`Organisation`}
                  maxLength={LIMITS.itemField}
                  autoComplete="organization"
                  {...form.getInputProps(`${path}.organisation`)}
                />
                <TextInput
                  label={t`City`}
                  maxLength={LIMITS.itemField}
                  {...form.getInputProps(`${path}.city`)}
                />
                <TextInput
                  label={i18n._(copy.nameLabel)}
                  maxLength={LIMITS.itemField}
                  {...form.getInputProps(`${path}.name`)}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
                <NativeSelect
                  label={t`From month`}
                  data={months}
                  {...form.getInputProps(`${path}.fromMonth`)}
                />
                <NativeSelect
                  label={t`From year`}
                  data={selectData(years, t`Year`)}
                  {...form.getInputProps(`${path}.fromYear`)}
                />
                <NativeSelect label={t`To month`} data={months} {...form.getInputProps(`${path}.toMonth`)} />
                <NativeSelect
                  label={t`To year`}
                  data={selectData(years, t`Present`)}
                  {...form.getInputProps(`${path}.toYear`)}
                />
              </SimpleGrid>
              <LimitedTextarea
                label={t`Key responsibilities`}
                list
                {...form.getInputProps(`${path}.responsibility`)}
                value={item.responsibility}
              />
            </Stack>
          </Paper>
        );
      })}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => form.insertListItem(listKey, newExperience())}
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
