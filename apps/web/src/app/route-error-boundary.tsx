import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen, isChunkLoadError } from '../features/errors/components/error-screen.tsx';

interface State {
  error: unknown;
  failed: boolean;
}

/**
 * Catches a render failure of one screen and shows the error screen in its place (the header
 * and navigation stay). Keyed by the path, so moving to another page starts afresh.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Screen failed to render', error, info.componentStack);
  }

  private retry = () => {
    // A chunk that failed to download (often a new deployment) needs a fresh page load.
    if (isChunkLoadError(this.state.error)) window.location.reload();
    else this.setState({ error: null, failed: false });
  };

  override render() {
    if (this.state.failed) return <ErrorScreen error={this.state.error} onRetry={this.retry} />;
    return this.props.children;
  }
}
