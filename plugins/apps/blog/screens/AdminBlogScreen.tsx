import { z } from '@tessera/sdk';
import { useAppAction, useAppScreen } from '@tessera/sdk/dashboard';
import { useState } from 'react';
import { adminPostSavedSchema, adminPostSchema, type AdminPost } from '../admin-post-schemas.ts';

const postsEnvelope = z.object({ data: z.array(adminPostSchema) });
const done = z.object({ message: z.string() });

/** /admin/blog: the admin's posts, shared with agencies once published (each by its share id). */
export default function AdminBlogScreen() {
  const { request, useQuery, Link, DataTable, RowActions, kit } = useAppScreen();
  const { QueryView, ConfirmDialog, CopyLinkButton } = kit;
  const posts = useQuery('/admin-blogs', { schema: postsEnvelope });
  const { busy, run } = useAppAction();
  const [deleting, setDeleting] = useState<AdminPost | null>(null);
  const act = (path: string, method: 'POST' | 'DELETE') => run(() => request(path, { method, schema: method === 'DELETE' ? done : adminPostSavedSchema.or(done) }));
  return (
    <div className="screen">
      <header className="screen__header">
        <h1 className="screen__title">Blog</h1>
        <Link className="btn btn--primary" to="/admin/blog/create">
          Write a post
        </Link>
      </header>
      <p>Published posts are shared with every agency: send them a post's link, where they read it and copy it into a website's blog (or they paste its share id under a website's blog).</p>
      <QueryView query={posts} loading="Loading the posts…" failed="The posts could not be loaded" empty={{ when: (data) => data.data.length === 0, title: 'No posts yet' }}>
        {(data) => (
          <DataTable columns={['Title', 'State', 'Share id']}>
            {data.data.map((post) => (
              <tr key={post.id}>
                <td>{post.title}</td>
                <td>{post.published_at ? 'Published' : 'Draft'}</td>
                <td>
                  {post.published_at ? (
                    <a href={`/admin-blog/${post.unique_id}`} target="_blank" rel="noreferrer" aria-label={`Open the shared page of ${post.title}`}>
                      <code>{post.unique_id}</code>
                    </a>
                  ) : (
                    '—'
                  )}
                </td>
                <RowActions>
                  {post.published_at ? (
                    <CopyLinkButton link={async () => `${window.location.origin}/admin-blog/${post.unique_id}`} aria-label={`Copy share link of ${post.title}`}>
                      Share link
                    </CopyLinkButton>
                  ) : null}
                  <Link className="btn btn--small" to={`/admin/blog/${post.id}/edit`} aria-label={`Edit ${post.title}`}>
                    Edit
                  </Link>
                  <Link className="btn btn--small" to={`/admin/blog/${post.id}/design`} aria-label={`Design ${post.title}`}>
                    Design
                  </Link>
                  <button type="button" className="btn btn--small" disabled={busy} aria-label={`Copy ${post.title}`} onClick={() => void act(`/admin-blogs/${post.id}/clone`, 'POST')}>
                    Copy
                  </button>
                  <button
                    type="button"
                    className="btn btn--small"
                    disabled={busy}
                    aria-label={`${post.published_at ? 'Unpublish' : 'Publish'} ${post.title}`}
                    onClick={() => void act(`/admin-blogs/${post.id}/${post.published_at ? 'unpublish' : 'publish'}`, 'POST')}
                  >
                    {post.published_at ? 'Unpublish' : 'Publish'}
                  </button>
                  <button type="button" className="btn btn--small btn--danger" disabled={busy} aria-label={`Delete ${post.title}`} onClick={() => setDeleting(post)}>
                    Delete
                  </button>
                </RowActions>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryView>
      {deleting ? (
        <ConfirmDialog
          title="Delete this post?"
          message={
            <>
              <strong>{deleting.title}</strong> is deleted and can no longer be imported; copies agencies made stay theirs.
            </>
          }
          confirmLabel="Delete post"
          busy={busy}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void act(`/admin-blogs/${deleting.id}`, 'DELETE').then(() => setDeleting(null))}
        />
      ) : null}
    </div>
  );
}
