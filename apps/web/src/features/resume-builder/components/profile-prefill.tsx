import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../../lib/session.ts';
import type { ResumePrefill } from '../model/prefill.ts';
import { prefillFromProfile } from '../model/prefill-from-profile.ts';

/**
 * Rendered only while the builder is empty and someone signed in on this browser: asks who is
 * signed in (auth/me, through the session) and hands over their profile's details once.
 */
export function ProfilePrefill({ onLoaded }: { onLoaded: (prefill: ResumePrefill) => void }) {
  const { user } = useSession();
  const role = user?.role;
  const query = useQuery({
    queryKey: ['resume-builder', 'prefill', user?.userCode],
    queryFn: () => (user ? prefillFromProfile(user) : null),
    enabled: role === 'member' || role === 'student',
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { silent: true },
  });
  const data = query.data;
  useEffect(() => {
    if (data) onLoaded(data);
  }, [data, onLoaded]);
  return null;
}
