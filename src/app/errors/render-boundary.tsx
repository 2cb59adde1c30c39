// A render error is a bug, not a lost chunk (core/loading/lazy-part.tsx keeps that case): it is logged once through
// core's logger and the part of the screen it broke says so in Spanish, with a way home and a reload. One
// boundary per part that must survive the others: the frame (everything), the /auth screens, /home's content
// (the toolbar and the menu stay).
import { Component, type ReactNode } from 'react';
import { logError } from '../../core/errors/logger.ts';

interface Props {
  where: string;
  fallback: ReactNode;
  /** A new value (the location) clears the error: moving elsewhere gives the next screen its chance. */
  resetKey?: string;
  children: ReactNode;
}

export class RenderBoundary extends Component<Props, { error: unknown }> {
  override state = { error: null as unknown };

  static override getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    logError('render', this.props.where, error);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.error !== null && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    return this.state.error === null ? this.props.children : this.props.fallback;
  }
}
