import { create } from 'zustand';

interface LoadingOverlayState {
  /** How many tasks want the overlay; it shows while any does. */
  pending: number;
  label: string;
}

export const useLoadingOverlay = create<LoadingOverlayState>()(() => ({ pending: 0, label: '' }));

/**
 * Covers the whole app while `work` runs (switching sessions, following a login link), so
 * nothing can be clicked half-way through. Returns what `work` returns.
 */
export async function withLoadingOverlay<T>(label: string, work: () => Promise<T>): Promise<T> {
  useLoadingOverlay.setState((s) => ({ pending: s.pending + 1, label }));
  try {
    return await work();
  } finally {
    useLoadingOverlay.setState((s) => ({ pending: Math.max(0, s.pending - 1) }));
  }
}
