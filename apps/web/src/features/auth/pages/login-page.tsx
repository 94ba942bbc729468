import type { Role } from '@pp/contract/endpoint';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { keepJobCode } from '../../../lib/pending-application.ts';
import { LoginScreen } from '../components/login-screen.tsx';
import { loginHeading, safeReturnPath } from '../lib/login-kinds.ts';

/**
 * /student, /member, /corporate, /admin. Query `url` (student, member) is the post-login target;
 * query `jobCode` (member, employer) is kept for the one application sent after sign-in.
 */
export default function LoginPage({ kind }: { kind: Role }) {
  const [search] = useSearchParams();
  const jobCode = search.get('jobCode');

  useEffect(() => {
    if (kind === 'member' || kind === 'corporate') keepJobCode(jobCode);
  }, [kind, jobCode]);

  const acceptsUrl = kind === 'student' || kind === 'member';
  return (
    <LoginScreen
      kind={kind}
      heading={loginHeading(kind, search)}
      returnTo={acceptsUrl ? safeReturnPath(search.get('url'), kind) : undefined}
      withLinks={kind !== 'admin'}
    />
  );
}
