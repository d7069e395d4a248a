import type { FieldErrors, TemplateBlog } from '@tessera/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useAdminTemplate, useDeleteTemplateBlog, useSaveTemplateBlog, useTemplateBlogs } from '../../../api/admin-templates-api.ts';
import { isApiError } from '../../../api/api-error.ts';
import { FormModalFooter } from '../../../ui/FormModalFooter.tsx';
import { FormRow, TextField } from '../../../ui/FormRow.tsx';
import { ConfirmDialog, Modal } from '../../../ui/Modal.tsx';
import { QueryView } from '../../../ui/QueryView.tsx';
import { DataTable, RowActions } from '../../../ui/DataTable.tsx';
import { NotFoundPage } from '../../NotFoundPage.tsx';
import { PreviewLink } from '../../previews/PreviewLink.tsx';
import { idFromParam, useIdParam } from '../../use-id-param.ts';

/**
 * /admin/templates/{templateId}/blog (with /create and /{blogId}/edit open on their dialog):
 * the posts a website made from the template starts with, to write, design, preview and delete.
 */
export function TemplateBlogScreen({ editing }: { editing?: 'create' | 'edit' }) {
  const templateId = useIdParam('templateId');
  if (templateId === null) return <NotFoundPage />;
  return <TemplateBlog key={templateId} templateId={templateId} editing={editing} />;
}

function TemplateBlog({ templateId, editing }: { templateId: number; editing?: 'create' | 'edit' }) {
  const template = useAdminTemplate(templateId);
  const blogs = useTemplateBlogs(templateId);
  const remove = useDeleteTemplateBlog(templateId);
  const blogId = idFromParam(useParams().blogId);
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<TemplateBlog | null>(null);
  const base = `/admin/templates/${templateId}/blog`;
  const closeDialog = () => navigate(base);
  return (
    <div className="screen">
      <Link className="screen__back" to={`/admin/templates/${templateId}/pages`}>
        ← Pages
      </Link>
      <header className="screen__header">
        <h1 className="screen__title">{template.data ? `Blog of ${template.data.name}` : 'Template blog'}</h1>
        <Link className="btn btn--primary" to={`${base}/create`}>
          Write a post
        </Link>
      </header>
      <p className="screen__intro">A website made from this template starts with these posts as drafts.</p>
      <QueryView query={blogs} loading="Loading posts…" failed="The posts could not be loaded">
        {(posts) =>
          posts.length === 0 ? (
            <p>No posts yet.</p>
          ) : (
            <DataTable columns={['Title', 'Address']}>
              {posts.map((post) => (
                <tr key={post.id}>
                  <td>{post.title}</td>
                  <td>/blog/{post.unique_name}</td>
                  <RowActions>
                    <Link className="btn btn--small" to={`${base}/${post.id}/design`} aria-label={`Design ${post.title}`}>
                      Design
                    </Link>
                    <Link className="btn btn--small" to={`${base}/${post.id}/edit`} aria-label={`Edit ${post.title}`}>
                      Edit
                    </Link>
                    <PreviewLink to={`/templates/${templateId}/blog/${post.id}/preview`} name={post.title} className="btn btn--small" />
                    <button type="button" className="btn btn--small btn--danger" onClick={() => setDeleting(post)} aria-label={`Delete ${post.title}`}>
                      Delete
                    </button>
                  </RowActions>
                </tr>
              ))}
            </DataTable>
          )
        }
      </QueryView>
      {editing === 'create' ? <PostDialog templateId={templateId} onClose={closeDialog} /> : null}
      {editing === 'edit' && blogs.data ? (
        blogs.data.some((post) => post.id === blogId) ? <PostDialog templateId={templateId} post={blogs.data.find((post) => post.id === blogId)} onClose={closeDialog} /> : <NotFoundPage />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete this post?"
          message={<><strong>{deleting.title}</strong> is removed from the template; websites made from it keep theirs.</>}
          confirmLabel="Delete post"
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
        />
      ) : null}
    </div>
  );
}

function PostDialog({ templateId, post, onClose }: { templateId: number; post?: TemplateBlog | undefined; onClose(): void }) {
  const save = useSaveTemplateBlog(templateId);
  const [values, setValues] = useState({ title: post?.title ?? '', unique_name: post?.unique_name ?? '', description: post?.description ?? '', author: post?.author ?? '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (key: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.title.trim()) return setErrors({ title: ['The title field is required.'] });
    const body = { title: values.title.trim(), description: values.description.trim(), author: values.author.trim(), image: post?.image ?? '', ...(values.unique_name.trim() ? { unique_name: values.unique_name.trim() } : {}) };
    save.mutate({ blogId: post?.id, body }, { onSuccess: onClose, onError: (failure) => setErrors(isApiError(failure) && failure.errors ? failure.errors : { title: [failure.message] }) });
  };
  return (
    <Modal title={post ? 'Edit post' : 'Write a post'} onClose={onClose} footer={<FormModalFooter formId="template-post-form" submitLabel={post ? 'Save post' : 'Create post'} busy={save.isPending} onCancel={onClose} />}>
      <form id="template-post-form" className="form-stack" onSubmit={submit} noValidate>
        <TextField id="template-post-title" label="Title" value={values.title} onValue={set('title')} error={errors.title?.[0]} maxLength={200} />
        <TextField id="template-post-address" label="Address" value={values.unique_name} onValue={set('unique_name')} error={errors.unique_name?.[0]} hint="Under /blog/; made from the title when left empty." />
        <FormRow id="template-post-description" label="Excerpt" error={errors.description?.[0]}>
          <textarea id="template-post-description" className="input" rows={3} value={values.description} onChange={(event) => set('description')(event.target.value)} maxLength={1000} />
        </FormRow>
        <TextField id="template-post-author" label="Author" value={values.author} onValue={set('author')} error={errors.author?.[0]} maxLength={200} />
      </form>
    </Modal>
  );
}
