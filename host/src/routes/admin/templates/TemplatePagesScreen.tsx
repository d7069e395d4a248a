import type { AdminTemplatePage, FieldErrors } from '@tessera/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAdminTemplate, useCreateTemplatePage, useDeleteTemplatePage, useSetTemplateHome, useTemplatePages } from '../../../api/admin-templates-api.ts';
import { isApiError } from '../../../api/api-error.ts';
import { useInstalledApps } from '../../../apps/installed-apps.tsx';
import { TextField } from '../../../ui/FormRow.tsx';
import { ConfirmDialog } from '../../../ui/Modal.tsx';
import { RetryButton } from '../../../ui/RetryButton.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { StatusView } from '../../../ui/StatusView.tsx';
import { NotFoundPage } from '../../NotFoundPage.tsx';
import { PreviewLink } from '../../previews/PreviewLink.tsx';
import { useIdParam } from '../../use-id-param.ts';
import '../../../styles/admin-library.css';

/** /admin/templates/{templateId}/pages: the template's pages, to add, design, make home or delete, and its tabs (the apps' among them). */
export function TemplatePagesScreen() {
  const templateId = useIdParam('templateId');
  if (templateId === null) return <NotFoundPage />;
  return <PagesOfTemplate key={templateId} templateId={templateId} />;
}

function PagesOfTemplate({ templateId }: { templateId: number }) {
  const template = useAdminTemplate(templateId);
  const pages = useTemplatePages(templateId);
  const setHome = useSetTemplateHome(templateId);
  const remove = useDeleteTemplatePage(templateId);
  const [deleting, setDeleting] = useState<AdminTemplatePage | null>(null);
  const base = `/admin/templates/${templateId}`;
  const appTabs = useInstalledApps().flatMap((app) => (app.screens ?? []).flatMap((screen) => (screen.scope === 'template' && screen.nav ? [{ path: screen.path, label: screen.nav.label }] : [])));
  return (
    <div className="screen">
      <Link className="screen__back" to="/admin/templates">
        ← Site templates
      </Link>
      <header className="screen__header">
        <h1 className="screen__title">{template.data ? `Pages of ${template.data.name}` : 'Template pages'}</h1>
        <Link className="btn" to={`${base}/edit`}>
          Settings
        </Link>
        <Link className="btn" to={`${base}/settings`}>
          Site settings
        </Link>
        {appTabs.map((tab) => (
          <Link key={tab.path} className="btn" to={`${base}/${tab.path}`}>
            {tab.label}
          </Link>
        ))}
      </header>
      <NewPageForm templateId={templateId} />
      {pages.isPending ? (
        <Spinner label="Loading pages…" />
      ) : pages.error ? (
        <StatusView title="Pages could not be loaded" message={pages.error.message} actions={<RetryButton onClick={pages.refetch} />} />
      ) : (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Version</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {pages.data.map((page) => (
                <tr key={page.id}>
                  <td>
                    <span className="table__primary">{page.name}</span>
                    {page.is_home ? <span className="badge">Home</span> : null}
                    <span className="table__secondary">/{page.unique_name}</span>
                  </td>
                  <td>{page.version}</td>
                  <td className="table__actions">
                    <Link className="btn btn--small" to={`${base}/pages/${page.id}/design`} aria-label={`Design ${page.name}`}>
                      Design
                    </Link>
                    <PreviewLink to={`/templates/${templateId}/pages/${page.id}/preview`} name={page.name} className="btn btn--small" />
                    {page.is_home ? null : (
                      <>
                        <button type="button" className="btn btn--small" disabled={setHome.isPending} onClick={() => setHome.mutate(page.id)} aria-label={`Set ${page.name} as home page`}>
                          Set as home
                        </button>
                        <button type="button" className="btn btn--small btn--danger" onClick={() => setDeleting(page)} aria-label={`Delete ${page.name}`}>
                          Delete
                        </button>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {deleting ? (
        <ConfirmDialog
          title="Delete this page?"
          message={<><strong>{deleting.name}</strong> is removed from the template; websites made from it keep theirs.</>}
          confirmLabel="Delete page"
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
        />
      ) : null}
    </div>
  );
}

function NewPageForm({ templateId }: { templateId: number }) {
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateTemplatePage(templateId);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setErrors({ name: ['The name field is required.'] });
    setErrors({});
    create.mutate(
      { name: name.trim() },
      {
        onSuccess: () => setName(''),
        onError: (error) => {
          if (isApiError(error) && error.errors) setErrors(error.errors);
        },
      },
    );
  };
  return (
    <form className="form-stack card admin-library__form" onSubmit={onSubmit} noValidate aria-label="Add a page">
      <TextField id="template-page-name" label="New page" value={name} onValue={setName} error={errors.name?.[0] ?? errors.unique_name?.[0]} maxLength={200} />
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={create.isPending} aria-busy={create.isPending}>
          Add page
        </button>
      </div>
    </form>
  );
}
