import type { LandingListItem } from '@tessera/core';
import { useDeleteWebsiteMutation } from '../../../api/websites-api.ts';
import { ConfirmDialog } from '../../../ui/Modal.tsx';

/** Asks, then deletes the website; `onDone` runs after the deletion or a cancel. */
export function DeleteWebsiteDialog({ website, onDone }: { website: LandingListItem; onDone(): void }) {
  const remove = useDeleteWebsiteMutation();
  return (
    <ConfirmDialog
      title="Delete this website?"
      message={
        <>
          <strong>{website.title}</strong> and its pages, forms, menus, files and backups will be deleted, and its addresses stop answering at once. This cannot be
          undone.
        </>
      }
      confirmLabel="Delete website"
      busy={remove.isPending}
      onCancel={onDone}
      onConfirm={() => remove.mutate(website.id, { onSuccess: onDone })}
    />
  );
}
