import { useNavigate } from 'react-router';
import { ErrorScreen } from '../components/error-screen.tsx';

/** /error: where the app sends the user after a failure it cannot recover from in place. */
export default function ErrorPage() {
  const navigate = useNavigate();
  const retry = () => {
    // Back to the page that failed, when there is one in this tab's history; otherwise home.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/', { replace: true });
  };
  return <ErrorScreen onRetry={retry} />;
}
