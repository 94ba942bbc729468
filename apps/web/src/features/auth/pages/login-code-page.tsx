import { useParams, useSearchParams } from 'react-router';
import { LoginScreen } from '../components/login-screen.tsx';
import { kindFromCode, loginHeading, safeReturnPath } from '../lib/login-kinds.ts';
import LoginChooserPage from './login-chooser-page.tsx';

/**
 * /login/:code, where a session that ran out sends the user: `code` is a kind name or a user type
 * code; after sign-in the user returns to the `url` query target. An unknown code shows the chooser.
 */
export default function LoginCodePage() {
  const { code } = useParams();
  const [search] = useSearchParams();
  const kind = kindFromCode(code);
  if (!kind) return <LoginChooserPage />;
  return (
    <LoginScreen
      kind={kind}
      heading={loginHeading(kind, search)}
      returnTo={safeReturnPath(search.get('url'), kind)}
      withLinks={kind !== 'admin'}
    />
  );
}
