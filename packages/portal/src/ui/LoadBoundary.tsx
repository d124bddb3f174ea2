import { Component, type ReactNode } from 'react';
import { forgetFailedLoads } from './retryableLazy';

export interface LoadBoundaryProps {
  /** Shown instead of the part when it failed. @default nothing */
  fallback?: ReactNode;
  /** Hears the failure (a dialog closes itself, a toast says so). */
  onError?: (error: unknown) => void;
  children: ReactNode;
}

/**
 * Keeps a part loaded on demand (a dialog, the footer, the bell, the toaster) from taking the page
 * down when its code cannot be fetched (offline, or a file gone after a deploy): the part is left
 * out and the failure logged, instead of the router's error screen replacing the whole page. Parts
 * made with `retryableLazy` try again when mounted anew (a boundary stays failed until then: give it a
 * new `key`).
 */
export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('No se pudo cargar una parte de la página', error);
    // A part mounted again (a dialog opened again) fetches its code again.
    forgetFailedLoads();
    this.props.onError?.(error);
  }

  override render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
