import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './Modal.tsx';

/** What the confirmation needs of a TanStack delete mutation. */
interface Removal<V> {
  isPending: boolean;
  mutate(variable: V, options: { onSettled(): void }): void;
}

interface ConfirmText {
  title: string;
  message: ReactNode;
  confirmLabel: string;
}

/**
 * Deleting a listed item after a confirmation: `ask(item)` opens the dialog (render `dialog`),
 * whose confirm runs `remove` on `target(item)` and closes once the call settles.
 */
export function useConfirmDelete<T, V>(remove: Removal<V>, describe: (item: T) => ConfirmText, target: (item: T) => V) {
  const [item, setItem] = useState<T | null>(null);
  const dialog =
    item === null ? null : (
      <ConfirmDialog
        {...describe(item)}
        busy={remove.isPending}
        onCancel={() => setItem(null)}
        onConfirm={() => remove.mutate(target(item), { onSettled: () => setItem(null) })}
      />
    );
  return { ask: setItem, dialog };
}
