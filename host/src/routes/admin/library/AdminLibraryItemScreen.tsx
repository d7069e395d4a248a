import type { TemplateCategoryKind } from '@tessera/core';
import { useAdminTemplateCategories } from '../../../api/template-categories-api.ts';
import type { FieldErrors } from '@tessera/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { isApiError } from '../../../api/api-error.ts';
import { FormRow, TextField } from '../../../ui/FormRow.tsx';
import { RetryButton } from '../../../ui/RetryButton.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { StatusView } from '../../../ui/StatusView.tsx';
import { useIdParam } from '../../use-id-param.ts';
import type { AdminLibrary, AdminLibraryItem } from './admin-library.ts';
import '../../../styles/admin-library.css';

/** `${base}/create` and `${base}/{id}/edit`: an item's name, category and whether it is published. */
export function AdminLibraryItemScreen({ library, idParam }: { library: AdminLibrary; idParam: string }) {
  const id = useIdParam(idParam);
  const item = library.useItem(id);
  const { noun } = library;
  return (
    <div className="screen">
      <Link className="screen__back" to={library.base}>
        ← {library.title}
      </Link>
      <header className="screen__header">
        <h1 className="screen__title">{id === null ? `New ${noun}` : item.data ? item.data.name : library.title}</h1>
        {id !== null
          ? library.links(id).map((link) => (
              <Link key={link.to} className="btn" to={link.to}>
                {link.label}
              </Link>
            ))
          : null}
      </header>
      {id === null ? (
        <ItemForm library={library} />
      ) : item.isPending ? (
        <Spinner label={`Loading the ${noun}…`} />
      ) : item.error ? (
        <StatusView title={`The ${noun} could not be loaded`} message={item.error.message} actions={<RetryButton onClick={item.refetch} />} />
      ) : (
        <ItemForm key={item.data.updated_at} library={library} item={item.data} />
      )}
    </div>
  );
}

function ItemForm({ library, item }: { library: AdminLibrary; item?: AdminLibraryItem }) {
  const navigate = useNavigate();
  const [name, setName] = useState(item?.name ?? '');
  const [category, setCategory] = useState(item?.category ?? '');
  const [description, setDescription] = useState(item?.description ?? '');
  const [published, setPublished] = useState(item?.published ?? false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = library.useCreate();
  const update = library.useUpdate(item?.id ?? 0);
  const publish = library.usePublish();
  const busy = create.isPending || update.isPending || publish.isPending;

  const onError = (error: Error) => {
    if (isApiError(error) && error.errors) setErrors(error.errors);
  };
  const done = () => navigate(library.base);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setErrors({ name: ['The name field is required.'] });
    setErrors({});
    const fields = { name: name.trim(), category: category.trim(), ...(library.described ? { description: description.trim() } : {}) };
    if (!item) return create.mutate(fields, { onSuccess: done, onError });
    update.mutate(fields, {
      onError,
      onSuccess: () => (published === item.published ? done() : publish.mutate({ id: item.id, published }, { onSuccess: done })),
    });
  };

  return (
    <form className="form-stack card admin-library__form" onSubmit={onSubmit} noValidate aria-label={item ? `Edit ${library.noun}` : `New ${library.noun}`}>
      <TextField id="library-name" label="Name" value={name} onValue={setName} error={errors.name?.[0]} maxLength={120} />
      <TextField
        id="library-category"
        label="Category"
        value={category}
        onValue={setCategory}
        error={errors.category?.[0]}
        maxLength={60}
        list={library.categoryKind ? 'library-categories' : undefined}
        hint={library.categoryKind ? 'Optional; pick a category, or type a new one to add it.' : 'Optional; lists are grouped by it.'}
      />
      {library.categoryKind ? <CategoryOptions id="library-categories" kind={library.categoryKind} /> : null}
      {library.described ? (
        <FormRow id="library-description" label="Description" error={errors.description?.[0]}>
          <textarea id="library-description" className="input" rows={3} value={description} onChange={(event) => setDescription(event.target.value)} maxLength={1000} />
        </FormRow>
      ) : null}
      {item ? (
        <div className="form-row">
          <label className="check">
            <input type="checkbox" checked={published} onChange={(event) => setPublished(event.target.checked)} />
            <span>Published</span>
          </label>
          <p className="form-row__hint">{library.publishHint}</p>
        </div>
      ) : null}
      <div className="form-actions">
        <Link className="btn" to={library.base}>
          Cancel
        </Link>
        <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy}>
          {item ? 'Save' : `Create ${library.noun}`}
        </button>
      </div>
    </form>
  );
}

/** The kind's categories as the category field's suggestions. */
function CategoryOptions({ id, kind }: { id: string; kind: TemplateCategoryKind }) {
  const categories = useAdminTemplateCategories(kind);
  return (
    <datalist id={id}>
      {(categories.data ?? []).map((category) => (
        <option key={category.id} value={category.name} />
      ))}
    </datalist>
  );
}
