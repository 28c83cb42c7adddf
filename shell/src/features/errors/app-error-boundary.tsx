import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '@panel/shared-core';
import { FallbackError } from './fallback-error';

/**
 * The last resort for a render error outside every area's own boundary: the fallback view of spec
 * section 2. Leaving the broken page (any navigation) clears it.
 */
export class AppErrorBoundary extends Component<
  { resetKey: string; children: ReactNode },
  { error: unknown; key: string }
> {
  override state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: unknown; key: string }) {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unexpected application error', error, info.componentStack);
    reportError(error, { kind: 'boundary' });
  }

  override render() {
    return this.state.error ? <FallbackError error={this.state.error} /> : this.props.children;
  }
}
