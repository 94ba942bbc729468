import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '../../../components/icons.tsx';
import { experienceYears, MONTH_OPTIONS } from '../model/options.ts';
import { type ExperienceListKey, LIMITS, newExperience, OTHER_DESIGNATION } from '../model/resume-schema.ts';
import { type ResumeForm, selectData } from './form-types.ts';
import { LimitedTextarea } from './limited-textarea.tsx';

const COPY: Record<
  ExperienceListKey,
  { title: string; description: string; item: string; add: string; nameLabel: string; empty: string }
> = {
  experience: {
    title: 'Work Experience',
    description: 'Your jobs, latest first.',
    item: 'Experience',
    add: 'Add experience',
    nameLabel: 'Project or assignment',
    empty: 'No work experience added.',
  },
  training: {
    title: 'Training',
    description: 'Articleship, management training and other practical training.',
    item: 'Training',
    add: 'Add training',
    nameLabel: 'Training programme',
    empty: 'No training added.',
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
  const copy = COPY[listKey];
  const items = form.values[listKey];
  const years = experienceYears();
  const full = items.length >= LIMITS.items;

  return (
    <Stack gap="sm">
      <div>
        <Title order={2} size="h4">
          {copy.title}
        </Title>
        <Text size="sm" c="dimmed">
          {copy.description}
        </Text>
      </div>
      {items.length === 0 && (
        <Text size="sm" c="dimmed">
          {copy.empty}
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
                  {copy.item} {number}
                </Text>
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => form.removeListItem(listKey, index)}
                  aria-label={`Remove ${copy.item.toLowerCase()} ${number}`}
                >
                  Remove
                </Button>
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <NativeSelect
                  label="Designation"
                  required
                  data={selectData([...options, OTHER_DESIGNATION], 'Select designation')}
                  {...form.getInputProps(`${path}.designation`)}
                />
                {item.designation === OTHER_DESIGNATION && (
                  <TextInput
                    label="Name of designation"
                    required
                    maxLength={LIMITS.itemField}
                    {...form.getInputProps(`${path}.otherDesignation`)}
                  />
                )}
                <TextInput
                  label="Organisation"
                  maxLength={LIMITS.itemField}
                  autoComplete="organization"
                  {...form.getInputProps(`${path}.organisation`)}
                />
                <TextInput
                  label="City"
                  maxLength={LIMITS.itemField}
                  {...form.getInputProps(`${path}.city`)}
                />
                <TextInput
                  label={copy.nameLabel}
                  maxLength={LIMITS.itemField}
                  {...form.getInputProps(`${path}.name`)}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
                <NativeSelect
                  label="From month"
                  data={selectData(MONTH_OPTIONS, 'Month')}
                  {...form.getInputProps(`${path}.fromMonth`)}
                />
                <NativeSelect
                  label="From year"
                  data={selectData(years, 'Year')}
                  {...form.getInputProps(`${path}.fromYear`)}
                />
                <NativeSelect
                  label="To month"
                  data={selectData(MONTH_OPTIONS, 'Month')}
                  {...form.getInputProps(`${path}.toMonth`)}
                />
                <NativeSelect
                  label="To year"
                  data={selectData(years, 'Present')}
                  {...form.getInputProps(`${path}.toYear`)}
                />
              </SimpleGrid>
              <LimitedTextarea
                label="Key responsibilities"
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
          {copy.add}
        </Button>
        {full && (
          <Text size="sm" c="dimmed">
            You can add at most {LIMITS.items} entries here.
          </Text>
        )}
      </Group>
    </Stack>
  );
}
