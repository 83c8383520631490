import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';
import { isChunkLoadError } from './lazy-page';
import { reportError } from './report-error';

interface State {
  error: Error | null;
}

/** Catches render errors and failed chunk loads, and shows the error screen. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo) {
    reportError(error, isChunkLoadError(error) ? 'chunk-load' : 'render');
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return (
      <ErrorScreen
        message={error.message}
        onRetry={() => {
          // A failed chunk needs a fresh page (a new deploy renamed it); anything else, a re-render.
          if (isChunkLoadError(error)) window.location.reload();
          else this.setState({ error: null });
        }}
      />
    );
  }
}
