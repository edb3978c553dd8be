import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFallback } from './remote-fallback.js';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

/** Catches render errors of a remote so only its area shows the fallback. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Remote-Fehler', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? (
      <RemoteFallback onRetry={this.props.onRetry} />
    ) : (
      this.props.children
    );
  }
}
