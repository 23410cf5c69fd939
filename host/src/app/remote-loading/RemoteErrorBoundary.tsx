import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Renders the fallback for a failed area; `retry` starts a fresh load. */
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  /** Told of every error first; returning true means it was handled (the area retries at once). */
  onError?: (error: unknown) => boolean;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/** Keeps a failing remote (down, slow or throwing) inside its own area. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (this.props.onError?.(error)) return;
    console.error('A CityLens remote area failed', error, info.componentStack);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    return this.state.error ? this.props.fallback(this.retry) : this.props.children;
  }
}
