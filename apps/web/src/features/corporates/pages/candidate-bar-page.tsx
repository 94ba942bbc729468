import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { MSG } from '@pp/contract/messages';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { CandidateKind } from '../../../api/corporates.ts';
import { useSkills } from '../../../api/lookups.ts';
import { CreatableMultiSelect } from '../../../components/creatable-multi-select.tsx';
import { IconSearch } from '../../../components/icons.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';

/**
 * /corporate/member and /corporate/student: the candidate search bar (spec 3 section 2.5).
 * Skills, then 'Search Candidate' opens the member or student search with `s` holding the
 * comma-joined skill codes. The location field of the original bar is hidden.
 */
export default function CandidateBarPage({ kind }: { kind: CandidateKind }) {
  const navigate = useNavigate();
  const skills = useSkills(kind);
  const [selected, setSelected] = useState<string[]>([]);
  const [error, setError] = useState('');
  const noun = kind === 'member' ? 'members' : 'students';

  const search = () => {
    // The spec's message for an empty bar, word for word.
    if (!selected.length) {
      setError(MSG.selectLocation);
      return;
    }
    navigate(`/corporate/${kind}/search?s=${encodeURIComponent(selected.join(','))}`);
  };

  return (
    <PageFrame
      title={kind === 'member' ? 'Find Members' : 'Find Students'}
      description={`Pick the skills you need to see ${noun} who have them.`}
      breadcrumbs={[
        { label: 'Dashboard', to: '/corporate/dashboard' },
        { label: kind === 'member' ? 'Find Members' : 'Find Students' },
      ]}
      size="md"
    >
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            search();
          }}
          noValidate
        >
          <Stack gap="sm">
            <CreatableMultiSelect
              label="Skills"
              required
              hidePickedOptions
              data={skills.data ?? []}
              placeholder={skills.isPending ? 'Loading...' : selected.length ? '' : 'Type a skill'}
              nothingFoundMessage="No match"
              value={selected}
              onChange={(value) => {
                setSelected(value);
                setError('');
              }}
              error={error || undefined}
            />
            <Group justify="space-between" gap="sm">
              <Text size="sm" c="dimmed">
                Only {noun} whose profiles are active are shown.
              </Text>
              <Button type="submit" leftSection={<IconSearch size={16} />}>
                Search Candidate
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </PageFrame>
  );
}
