import { blogPostSavedSchema, blogPostSchema, z, type BlogPost } from '@tessera/sdk';
import { useAppAction, useAppScreen } from '@tessera/sdk/dashboard';
import { useState } from 'react';
import { ImportSharedPost } from './ImportSharedPost.tsx';

const PAGE_SIZE = 20;
const postList = z.object({ data: z.array(blogPostSchema), meta: z.object({ total: z.number() }) });
const done = z.object({ message: z.string() });
type PostAction = 'publish' | 'unpublish' | 'clone' | 'delete';

/** /agency/websites/{id}/blog: the website's posts with create, edit, design, copy, publish or unpublish, and delete. */
export default function BlogScreen() {
  const { landingId, request, useQuery, useListParams, Link, kit, aiAvailable } = useAppScreen();
  const { ContentListHeader, ContentListTable, PublishStatus, ConfirmDialog, PermissionGate } = kit;
  const { page, search, update } = useListParams();
  const query = new URLSearchParams({ page: String(page), per_page: String(PAGE_SIZE), ...(search ? { search } : {}) });
  const base = `/landings/${landingId}`;
  const posts = useQuery(`${base}/blogs?${query}`, { schema: postList });
  const { busy, run } = useAppAction();
  const [deleting, setDeleting] = useState<BlogPost | null>(null);

  const act = (post: BlogPost, action: PostAction) =>
    run(() =>
      action === 'delete'
        ? request(`${base}/blogs/${post.id}`, { method: 'DELETE', schema: done })
        : action === 'clone'
          ? request(`${base}/blog/${post.id}/clone`, { method: 'POST', schema: blogPostSavedSchema })
          : request(`${base}/blogs/${post.id}/${action}`, { method: 'POST', schema: done }),
    );

  return (
    <div className="screen">
      <ContentListHeader
        title="Blog"
        noun={['post', 'posts']}
        total={posts.data?.meta.total}
        sitePath="/blog"
        create={{ to: `/agency/websites/${landingId}/blog/create`, label: 'Write a post', permission: 'blog.create' }}
        search={search}
        onSearch={(next) => update({ search: next })}
      />
      <p className="table__buttons">
        {aiAvailable ? (
          <>
            <PermissionGate permission="blog.create">
              <Link className="btn" to={`/agency/websites/${landingId}/blog/create/ai`}>
                Write with AI
              </Link>
            </PermissionGate>
            <Link className="btn" to={`/agency/websites/${landingId}/blog/schedules`}>
              AI schedules
            </Link>
          </>
        ) : null}
        <Link className="btn" to={`/agency/websites/${landingId}/blog/settings`}>
          Blog settings
        </Link>
      </p>
      <ContentListTable
        list={posts}
        noun={['post', 'posts']}
        basePath="/blog"
        search={search}
        emptyMessage="This website has no blog posts."
        page={page}
        perPage={PAGE_SIZE}
        onPage={(next) => update({ page: next })}
        status={(post) => <PublishStatus item={post} />}
        actions={(post) => <PostActions post={post} busy={busy} onAction={(action) => (action === 'delete' ? setDeleting(post) : void act(post, action))} />}
      />
      <ImportSharedPost />
      {deleting ? (
        <ConfirmDialog
          title="Delete this post?"
          message={
            <>
              <strong>{deleting.title}</strong> (/blog/{deleting.unique_name}) is deleted and its address stops answering. This cannot be undone.
            </>
          }
          confirmLabel="Delete post"
          busy={busy}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void act(deleting, 'delete').then(() => setDeleting(null))}
        />
      ) : null}
    </div>
  );
}

function PostActions({ post, busy, onAction }: { post: BlogPost; busy: boolean; onAction(action: PostAction): void }) {
  const { landingId, Link, kit } = useAppScreen();
  const { PermissionGate, ShareByLinkButton } = kit;
  const canPublish = kit.usePermission('blog.publish');
  const base = `/agency/websites/${landingId}/blog/${post.id}`;
  const actionButton = (action: PostAction, label: string) => (
    <button type="button" className="btn btn--small" disabled={busy} aria-label={`${label} ${post.title}`} onClick={() => onAction(action)}>
      {label}
    </button>
  );
  return (
    <div className="table__buttons table__buttons--wrap">
      <PermissionGate permission="blog.create">
        <Link className="btn btn--small" to={`${base}/design`} aria-label={`Design ${post.title}`}>
          Design
        </Link>
      </PermissionGate>
      <PermissionGate permission="blog.create">
        <Link className="btn btn--small" to={`${base}/edit`} aria-label={`Edit ${post.title}`}>
          Edit
        </Link>
      </PermissionGate>
      <PermissionGate permission="blog.create">{actionButton('clone', 'Copy')}</PermissionGate>
      <PermissionGate permission="blog.share">
        {/* The link another agency (or the admin) opens to copy the post; its id is the secret. */}
        <ShareByLinkButton
          name={post.title}
          stateUrl={`/agency-blog/${post.id}/unique-id`}
          sharingUrl={`/landings/${landingId}/blogs/${post.id}/sharing`}
          link={(uniqueId) => `${window.location.origin}/agency/blog/${uniqueId}`}
        />
      </PermissionGate>
      <PermissionGate permission="blog.publish">{actionButton('publish', 'Publish')}</PermissionGate>
      {post.published_version !== null && canPublish ? actionButton('unpublish', 'Unpublish') : null}
      <PermissionGate permission="blog.delete">
        <button type="button" className="btn btn--small btn--danger" onClick={() => onAction('delete')} aria-label={`Delete ${post.title}`}>
          Delete
        </button>
      </PermissionGate>
    </div>
  );
}
