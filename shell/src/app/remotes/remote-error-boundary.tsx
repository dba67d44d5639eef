import { Component, type ReactNode } from 'react';
import { RemoteUnavailable } from './remote-unavailable';

/** Second layer: a remote page that throws while loading or rendering is replaced by the fallback. */
export class RemoteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A remote page failed', error);
  }

  override render(): ReactNode {
    return this.state.failed ? <RemoteUnavailable /> : this.props.children;
  }
}
