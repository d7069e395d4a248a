import type { BlogPost } from '@tessera/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useBlogPostActionMutation, useBlogPosts } from '../../../../api/blog-api.ts';
import { PermissionGate } from '../../../../auth/PermissionGate.tsx';
import { usePermission } from '../../../../auth/permissions.ts';
import { ConfirmDialog } from '../../../../ui/Modal.tsx';
import { useListParams } from '../../../list-params.ts';
import { PageStatus } from '../pages/PageStatus.tsx';
import { websiteScreen } from '../website-screen.tsx';
import { SiteContentHeader } from '../site-content/SiteContentHeader.tsx';
import { SiteContentTable } from '../site-content/SiteContentTable.tsx';

const PAGE_SIZE = 20;

/** /agency/websites/{id}/blog: the website's posts with create, edit, design, publish or unpublish, and delete. */
export const BlogScreen = websiteScreen(function BlogOfWebsite({ landingId }: { landingId: number }) {
  const { page, search, update } = useListParams();
  const posts = useBlogPosts(landingId, { page, perPage: PAGE_SIZE, search });
  const [deleting, setDeleting] = useState<BlogPost | null>(null);
  const base = `/agency/websites/${landingId}/blog`;
  return (
    <div className="screen">
      <SiteContentHeader
        landingId={landingId}
        title="Blog"
        noun={['post', 'posts']}
        total={posts.data?.meta.total}
        sitePath="/blog"
        create={{ to: `${base}/create`, label: 'Write a post', permission: 'blog.create' }}
        search={search}
        onSearch={(next) => update({ search: next })}
      />
      <SiteContentTable
        list={posts}
        noun={['post', 'posts']}
        basePath="/blog"
        search={search}
        emptyMessage="This website has no blog posts."
        page={page}
        perPage={PAGE_SIZE}
        onPage={(next) => update({ page: next })}
        status={(post) => <PageStatus page={post} />}
        actions={(post) => <BlogPostActions landingId={landingId} post={post} onDelete={() => setDeleting(post)} />}
      />
      {deleting ? <DeletePostDialog landingId={landingId} post={deleting} onDone={() => setDeleting(null)} /> : null}
    </div>
  );
});

function BlogPostActions({ landingId, post, onDelete }: { landingId: number; post: BlogPost; onDelete(): void }) {
  const action = useBlogPostActionMutation(landingId);
  const canPublish = usePermission(landingId, 'blog.publish');
  const base = `/agency/websites/${landingId}/blog/${post.id}`;
  return (
    <div className="table__buttons table__buttons--wrap">
      <PermissionGate landingId={landingId} permission="blog.create">
        <Link className="btn btn--small" to={`${base}/design`} aria-label={`Design ${post.title}`}>
          Design
        </Link>
      </PermissionGate>
      <PermissionGate landingId={landingId} permission="blog.create">
        <Link className="btn btn--small" to={`${base}/edit`} aria-label={`Edit ${post.title}`}>
          Edit
        </Link>
      </PermissionGate>
      <PermissionGate landingId={landingId} permission="blog.create">
        <button type="button" className="btn btn--small" disabled={action.isPending} aria-label={`Copy ${post.title}`} onClick={() => action.mutate({ postId: post.id, action: 'clone' })}>
          Copy
        </button>
      </PermissionGate>
      <PermissionGate landingId={landingId} permission="blog.publish">
        <button
          type="button"
          className="btn btn--small"
          disabled={action.isPending}
          aria-label={`Publish ${post.title}`}
          onClick={() => action.mutate({ postId: post.id, action: 'publish' })}
        >
          Publish
        </button>
      </PermissionGate>
      {post.published_version !== null && canPublish ? (
        <button
          type="button"
          className="btn btn--small"
          disabled={action.isPending}
          aria-label={`Unpublish ${post.title}`}
          onClick={() => action.mutate({ postId: post.id, action: 'unpublish' })}
        >
          Unpublish
        </button>
      ) : null}
      <PermissionGate landingId={landingId} permission="blog.delete">
        <button type="button" className="btn btn--small btn--danger" onClick={onDelete} aria-label={`Delete ${post.title}`}>
          Delete
        </button>
      </PermissionGate>
    </div>
  );
}

function DeletePostDialog({ landingId, post, onDone }: { landingId: number; post: BlogPost; onDone(): void }) {
  const remove = useBlogPostActionMutation(landingId);
  return (
    <ConfirmDialog
      title="Delete this post?"
      message={
        <>
          <strong>{post.title}</strong> (/blog/{post.unique_name}) is deleted and its address stops answering. This cannot be undone.
        </>
      }
      confirmLabel="Delete post"
      busy={remove.isPending}
      onCancel={onDone}
      onConfirm={() => remove.mutate({ postId: post.id, action: 'delete' }, { onSuccess: onDone, onError: onDone })}
    />
  );
}
