import { Component, type ReactNode } from 'react';
import { reportError } from '@panel/shared-core';

export interface QuietBoundaryProps {
  /** What failed, for the console. */
  name: string;
  onError?: (error: unknown) => void;
  children: ReactNode;
}

/**
 * For extras around the page (the command palette, the new-version prompt): if their code cannot be fetched or
 * throws, they disappear instead of taking the page down with them.
 */
export class QuietBoundary extends Component<QuietBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn(`${this.props.name} is not available`, error);
    reportError(error, { kind: 'boundary', area: 'shell' });
    this.props.onError?.(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
