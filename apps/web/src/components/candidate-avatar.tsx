import { useLingui } from '@lingui/react/macro';
import { Avatar, type AvatarProps } from '@mantine/core';
import { pictureUrl } from '../lib/files.ts';

export interface CandidateAvatarProps extends Omit<AvatarProps, 'src' | 'name' | 'alt'> {
  name: string;
  userCode: string;
  /** The `profilePicture` of a profile or applicant row ('' when none). */
  profilePicture: string;
}

/**
 * A member's or student's photo, or their initials when there is none (or the viewer may not
 * see it: the picture is served only to the owner, admins and employers the person applied to).
 * For applicant rows too.
 */
export function CandidateAvatar({ name, userCode, profilePicture, ...props }: CandidateAvatarProps) {
  const { t } = useLingui();
  return (
    <Avatar
      src={pictureUrl(userCode, profilePicture)}
      name={name}
      color="initials"
      alt={profilePicture ? t`Photo of ${name}` : undefined}
      {...props}
    />
  );
}
