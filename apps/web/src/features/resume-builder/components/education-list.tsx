import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '../../../components/icons.tsx';
import { DURATION_OPTIONS, MONTH_OPTIONS, passingYears } from '../model/options.ts';
import { type EducationListKey, LIMITS, newEducation } from '../model/resume-schema.ts';
import { type ResumeForm, selectData } from './form-types.ts';

const COPY: Record<
  EducationListKey,
  { title: string; description: string; item: string; add: string; empty: string }
> = {
  education: {
    title: 'Education',
    description: 'Degrees and school, latest first.',
    item: 'Education',
    add: 'Add education',
    empty: 'No education added.',
  },
  professionalEducation: {
    title: 'Professional Education',
    description: 'The Company Secretary course and other professional qualifications.',
    item: 'Professional education',
    add: 'Add professional education',
    empty: 'No professional education added.',
  },
};

/** Education or professional education entries (spec 3 section 3). */
export function EducationList({ form, listKey }: { form: ResumeForm; listKey: EducationListKey }) {
  const copy = COPY[listKey];
  const items = form.values[listKey];
  const years = passingYears();
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
                <TextInput
                  label="Course"
                  maxLength={LIMITS.itemField}
                  {...form.getInputProps(`${path}.course`)}
                />
                <TextInput
                  label="College / Institute"
                  maxLength={LIMITS.itemField}
                  {...form.getInputProps(`${path}.college`)}
                />
                <TextInput
                  label="University / Board"
                  maxLength={LIMITS.itemField}
                  {...form.getInputProps(`${path}.university`)}
                />
                <NativeSelect
                  label="Duration"
                  data={[{ value: '', label: 'Select duration' }, ...DURATION_OPTIONS]}
                  {...form.getInputProps(`${path}.duration`)}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
                <NativeSelect
                  label="From month"
                  data={selectData(MONTH_OPTIONS, 'Month')}
                  {...form.getInputProps(`${path}.fromMonth`)}
                />
                <NativeSelect
                  label="To month"
                  data={selectData(MONTH_OPTIONS, 'Month')}
                  {...form.getInputProps(`${path}.toMonth`)}
                />
                <NativeSelect
                  label="Year of passing"
                  data={selectData(years, 'Year')}
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
