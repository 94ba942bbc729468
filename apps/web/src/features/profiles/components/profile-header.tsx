import { useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Box, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { CandidateKind } from '@pp/contract/profiles';
import { type ReactNode, useRef } from 'react';
import { useUploadPicture } from '../../../api/profiles.ts';
import { CandidateAvatar } from '../../../components/candidate-avatar.tsx';
import { ENGLISH } from '../../../components/english.tsx';
import { pictureProblem } from '../../../lib/files.ts';
import { notifyError } from '../../../lib/notify.ts';

export interface ProfileHeaderProps {
  kind: CandidateKind;
  name: string;
  userCode: string;
  profilePicture: string;
  /** 'ACS 54321' or 'Registration number 220456789'. */
  identity: string;
  email: string;
  mobile: string;
  isActive: boolean;
  /** The owner's page: the photo can be changed. */
  editable: boolean;
  actions?: ReactNode;
}

/** The person at a glance: photo (or initials), name, number, contact, profile status, actions. */
export function ProfileHeader({
  kind,
  name,
  userCode,
  profilePicture,
  identity,
  email,
  mobile,
  isActive,
  editable,
  actions,
}: ProfileHeaderProps) {
  const { t } = useLingui();
  const upload = useUploadPicture(kind);
  const resetRef = useRef<() => void>(null);
  const pick = (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    const problem = pictureProblem(file);
    if (problem) {
      notifyError(new Error(problem));
      return;
    }
    upload.mutate(file);
  };
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" align="flex-start" gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start" style={{ flex: '1 1 18rem', minWidth: 0 }}>
          <Stack gap={6} align="center">
            <CandidateAvatar
              name={name}
              userCode={userCode}
              profilePicture={profilePicture}
              size={76}
              radius={76}
            />
            {editable && (
              <FileButton onChange={pick} accept="image/jpeg,image/png" resetRef={resetRef}>
                {(props) => (
                  <Button {...props} size="compact-xs" variant="subtle" loading={upload.isPending}>
                    {profilePicture ? t`Change photo` : t`Add photo`}
                  </Button>
                )}
              </FileButton>
            )}
          </Stack>
          <Box style={{ minWidth: 0 }}>
            <Group gap="xs" align="center">
              <Title
                order={2}
                fz={{ base: 'h4', sm: 'h3' }}
                style={{ overflowWrap: 'anywhere' }}
                {...ENGLISH}
              >
                {name}
              </Title>
              <Badge color={isActive ? 'green' : 'gray'} variant="light">
                {isActive ? t`Active` : t`Deactivated`}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {identity}
            </Text>
            <Stack gap={0} mt={4}>
              {email && (
                <Anchor href={`mailto:${email}`} size="sm" style={{ overflowWrap: 'anywhere' }} {...ENGLISH}>
                  {email}
                </Anchor>
              )}
              {mobile && <Text size="sm">{mobile}</Text>}
            </Stack>
          </Box>
        </Group>
        {actions && (
          <Group gap="xs" justify="flex-end" style={{ flex: '0 1 auto' }}>
            {actions}
          </Group>
        )}
      </Group>
    </Paper>
  );
}
