import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { MSG } from '@pp/contract/messages';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { CandidateKind } from '../../../api/corporates.ts';
import { useSkills } from '../../../api/lookups.ts';
import { CreatableMultiSelect } from '../../../components/creatable-multi-select.tsx';
import { IconSearch } from '../../../components/icons.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useMessageText } from '../../../i18n/message-text.ts';
import { focusFirstError } from '../../../lib/validation.ts';

/**
 * /corporate/member and /corporate/student: the candidate search bar (spec 3 section 2.5).
 * Skills, then 'Search Candidate' opens the member or student search with `s` holding the
 * comma-joined skill codes. The location field of the original bar is hidden.
 */
export default function CandidateBarPage({ kind }: { kind: CandidateKind }) {
  const { t } = useLingui();
  const tm = useMessageText();
  const navigate = useNavigate();
  const skills = useSkills(kind);
  const [selected, setSelected] = useState<string[]>([]);
  const [error, setError] = useState('');
  const member = kind === 'member';
  const title = member ? t`Find Members` : t`Find Students`;

  const search = (form: HTMLFormElement) => {
    // The spec's message for an empty bar, word for word; the focus on the bar (lib/form.ts's rule).
    if (!selected.length) {
      setError(MSG.selectLocation);
      focusFirstError(form);
      return;
    }
    navigate(`/corporate/${kind}/search?s=${encodeURIComponent(selected.join(','))}`);
  };

  return (
    <PageFrame
      title={title}
      description={
        member
          ? t`Pick the skills you need to see members who have them.`
          : t`Pick the skills you need to see students who have them.`
      }
      breadcrumbs={[{ label: t`Dashboard`, to: '/corporate/dashboard' }, { label: title }]}
      size="md"
    >
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            search(event.currentTarget);
          }}
          noValidate
        >
          <Stack gap="sm">
            <CreatableMultiSelect
              label={t`Skills`}
              required
              hidePickedOptions
              data={skills.data ?? []}
              placeholder={skills.isPending ? t`Loading...` : selected.length ? '' : t`Type a skill`}
              nothingFoundMessage={t`No match`}
              value={selected}
              onChange={(value) => {
                setSelected(value);
                setError('');
              }}
              error={error ? tm(error) : undefined}
            />
            <Group justify="space-between" gap="sm">
              <Text size="sm" c="dimmed">
                {member ? (
                  <Trans>Only members whose profiles are active are shown.</Trans>
                ) : (
                  <Trans>Only students whose profiles are active are shown.</Trans>
                )}
              </Text>
              <Button type="submit" leftSection={<IconSearch size={16} />}>
                <Trans>Search Candidate</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </PageFrame>
  );
}
