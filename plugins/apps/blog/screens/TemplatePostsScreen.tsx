import { z } from '@tessera/sdk';
import { useAppAction, useAppScreen } from '@tessera/sdk/dashboard';
import { useState } from 'react';
import { templatePostListSchema, templatePostSavedSchema, type TemplatePost } from '../template-post-schemas.ts';
import { PostFields, usePostForm } from './PostFields.tsx';

const templateEnvelope = z.object({ data: z.object({ name: z.string() }) });
const done = z.object({ message: z.string() });

/**
 * /admin/templates/{templateId}/blog (with /create and /{blogId}/edit open on their dialog):
 * the posts a website made from the template starts with, to write, design, preview and delete.
 */
export default function TemplatePostsScreen() {
  return <TemplatePosts editing={null} />;
}

export function TemplatePostCreateScreen() {
  return <TemplatePosts editing="create" />;
}

export function TemplatePostEditScreen() {
  return <TemplatePosts editing="edit" />;
}

function TemplatePosts({ editing }: { editing: 'create' | 'edit' | null }) {
  const { params, request, useQuery, navigate, Link, DataTable, RowActions, kit } = useAppScreen();
  const { QueryView, ConfirmDialog, StatusView } = kit;
  const templatePath = `/admin-templates/${params.templateId}`;
  const template = useQuery(templatePath, { schema: templateEnvelope });
  const posts = useQuery(`${templatePath}/blogs`, { schema: templatePostListSchema });
  const remove = useAppAction();
  const [deleting, setDeleting] = useState<TemplatePost | null>(null);
  const base = `/admin/templates/${params.templateId}/blog`;
  const closeDialog = () => navigate(base);
  const edited = editing === 'edit' ? posts.data?.data.find((post) => String(post.id) === params.blogId) : undefined;
  return (
    <div className="screen">
      <Link className="screen__back" to={`/admin/templates/${params.templateId}/pages`}>
        ← Pages
      </Link>
      <header className="screen__header">
        <h1 className="screen__title">{template.data ? `Blog of ${template.data.data.name}` : 'Template blog'}</h1>
        <Link className="btn btn--primary" to={`${base}/create`}>
          Write a post
        </Link>
      </header>
      <p className="screen__intro">A website made from this template starts with these posts as drafts.</p>
      <QueryView query={posts} loading="Loading posts…" failed="The posts could not be loaded" notFound="This template does not exist" empty={{ when: (data) => data.data.length === 0, title: 'No posts yet' }}>
        {(data) => (
          <DataTable columns={['Title', 'Address']}>
            {data.data.map((post) => (
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
                  {/* A new tab shares the session and trades it for a signed preview address. */}
                  <a className="btn btn--small" href={`/templates/${params.templateId}/blog/${post.id}/preview`} target="_blank" rel="noopener" aria-label={`Preview ${post.title}`}>
                    Preview
                  </a>
                  <button type="button" className="btn btn--small btn--danger" onClick={() => setDeleting(post)} aria-label={`Delete ${post.title}`}>
                    Delete
                  </button>
                </RowActions>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryView>
      {editing === 'create' ? <PostDialog templatePath={templatePath} onClose={closeDialog} /> : null}
      {editing === 'edit' && posts.data ? (
        edited ? <PostDialog templatePath={templatePath} post={edited} onClose={closeDialog} /> : <StatusView title="This post does not exist" />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete this post?"
          message={
            <>
              <strong>{deleting.title}</strong> is removed from the template; websites made from it keep theirs.
            </>
          }
          confirmLabel="Delete post"
          busy={remove.busy}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void remove.run(() => request(`${templatePath}/blogs/${deleting.id}`, { method: 'DELETE', schema: done })).finally(() => setDeleting(null))}
        />
      ) : null}
    </div>
  );
}

function PostDialog({ templatePath, post, onClose }: { templatePath: string; post?: TemplatePost | undefined; onClose(): void }) {
  const { request, kit } = useAppScreen();
  const initial = { title: post?.title ?? '', unique_name: post?.unique_name ?? '', description: post?.description ?? '', image: post?.image ?? '', author: post?.author ?? '' };
  const form = usePostForm(initial, post === undefined, async (body) => {
    await request(post ? `${templatePath}/blogs/${post.id}` : `${templatePath}/blogs`, { method: post ? 'PUT' : 'POST', body, schema: templatePostSavedSchema });
    onClose();
  });
  return (
    <kit.FormDialog title={post ? 'Edit post' : 'Write a post'} submitLabel={post ? 'Save post' : 'Create post'} busy={form.busy} onSubmit={form.submit} onClose={onClose}>
      <PostFields post={form} />
    </kit.FormDialog>
  );
}
