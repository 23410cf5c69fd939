import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Renders the fallback for a failed area; `retry` starts a fresh load. */
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
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
