import type { TemplateCategory, TemplateCategoryKind } from '@tessera/core';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { useAdminTemplateCategories, useTemplateCategoryChange } from '../../../api/template-categories-api.ts';
import { ConfirmDialog } from '../../../ui/Modal.tsx';
import { RetryButton } from '../../../ui/RetryButton.tsx';
import { ScreenHeader } from '../../../ui/ScreenHeader.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { StatusView } from '../../../ui/StatusView.tsx';
import { DataTable, RowActions } from '../../../ui/DataTable.tsx';
import { TextField } from '../../../ui/FormRow.tsx';

const SCREENS: Record<TemplateCategoryKind, { title: string; back: { to: string; label: string }; templates: string }> = {
  site: { title: 'Site template categories', back: { to: '/admin/templates', label: 'Site templates' }, templates: 'site templates' },
  page: { title: 'Page template categories', back: { to: '/admin/page-templates', label: 'Page templates' }, templates: 'page templates' },
};

/** /admin/templates/categories and /admin/page-templates/categories: the categories agencies filter templates by. */
export function TemplateCategoriesScreen({ kind }: { kind: TemplateCategoryKind }) {
  const screen = SCREENS[kind];
  const categories = useAdminTemplateCategories(kind);
  const change = useTemplateCategoryChange(kind);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [renaming, setRenaming] = useState<{ id: number; name: string; error?: string } | null>(null);
  const [deleting, setDeleting] = useState<TemplateCategory | null>(null);

  const nameError = (failure: unknown) => (isApiError(failure) ? (failure.errors?.name?.[0] ?? failure.message) : 'The category could not be saved.');
  const add = (event: FormEvent) => {
    event.preventDefault();
    change.mutate({ action: 'create', name }, { onSuccess: () => (setName(''), setError(undefined)), onError: (failure) => setError(nameError(failure)) });
  };
  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (!renaming) return;
    change.mutate({ action: 'rename', id: renaming.id, name: renaming.name }, { onSuccess: () => setRenaming(null), onError: (failure) => setRenaming({ ...renaming, error: nameError(failure) }) });
  };

  return (
    <div className="screen">
      <ScreenHeader title={screen.title} back={screen.back} count={categories.data ? `${categories.data.length} categories` : null} />
      <p>Agencies filter the {screen.templates} by these categories when they pick one; an unpublished category is hidden from them.</p>
      <form className="toolbar" onSubmit={add} noValidate>
        <TextField id={`new-${kind}-category`} label="New category" value={name} onValue={setName} error={error} maxLength={60} />
        <button type="submit" className="btn btn--primary" disabled={change.isPending}>
          Add category
        </button>
      </form>
      {categories.isPending ? (
        <Spinner label="Loading categories…" />
      ) : categories.error ? (
        <StatusView title="The categories could not be loaded" message={categories.error.message} actions={<RetryButton onClick={categories.refetch} />} />
      ) : categories.data.length === 0 ? (
        <StatusView title="No categories yet" message={`Add one, then file ${screen.templates} under it.`} />
      ) : (
        <DataTable columns={['Name', 'Templates', 'Status']}>
          {categories.data.map((category) => (
            <tr key={category.id}>
              <td>
                {renaming?.id === category.id ? (
                  <form className="toolbar" onSubmit={rename} noValidate>
                    <TextField id={`rename-${category.id}`} label={`New name for ${category.name}`} value={renaming.name} onValue={(value) => setRenaming({ ...renaming, name: value })} error={renaming.error} maxLength={60} />
                    <button type="submit" className="btn btn--small btn--primary" disabled={change.isPending}>
                      Save
                    </button>
                    <button type="button" className="btn btn--small" onClick={() => setRenaming(null)}>
                      Cancel
                    </button>
                  </form>
                ) : (
                  <span className="table__primary">{category.name}</span>
                )}
              </td>
              <td>{category.templates_count}</td>
              <td>
                <span className={category.published ? 'status-pill status-pill--published' : 'status-pill status-pill--draft'}>{category.published ? 'Published' : 'Hidden'}</span>
              </td>
              <RowActions>
                <button type="button" className="btn btn--small" onClick={() => setRenaming({ id: category.id, name: category.name })} aria-label={`Rename ${category.name}`}>
                  Rename
                </button>
                <button
                  type="button"
                  className="btn btn--small"
                  disabled={change.isPending}
                  onClick={() => change.mutate({ action: category.published ? 'unpublish' : 'publish', id: category.id })}
                  aria-label={`${category.published ? 'Unpublish' : 'Publish'} ${category.name}`}
                >
                  {category.published ? 'Unpublish' : 'Publish'}
                </button>
                <button type="button" className="btn btn--small" disabled={change.isPending} onClick={() => change.mutate({ action: 'clone', id: category.id })} aria-label={`Clone ${category.name}`}>
                  Clone
                </button>
                <button type="button" className="btn btn--small btn--danger" onClick={() => setDeleting(category)} aria-label={`Delete ${category.name}`}>
                  Delete
                </button>
              </RowActions>
            </tr>
          ))}
        </DataTable>
      )}
      {deleting ? (
        <ConfirmDialog
          title={`Delete ${deleting.name}?`}
          message={deleting.templates_count > 0 ? `Its ${deleting.templates_count} templates stay, under no category.` : 'No template is filed under it.'}
          confirmLabel="Delete category"
          busy={change.isPending}
          onConfirm={() => change.mutate({ action: 'delete', id: deleting.id }, { onSuccess: () => setDeleting(null) })}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </div>
  );
}
