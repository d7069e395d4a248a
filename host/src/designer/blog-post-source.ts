import { backToBlog } from './DesignerOpenError.tsx';
import type { BlogPostWithDesign, Landing } from '@tessera/core';
import { useMemo } from 'react';
import { blogPostPath, fetchBlogPost, publishBlogPost, type BlogPostRef } from '../api/blog-api.ts';
import { putDocumentOnUnload, putDocumentQuietly } from '../api/designer-save-api.ts';
import { API_BASE } from '../api/http-client.ts';
import type { DesignerSource } from './document-source.ts';

/** A blog post's design as the designer's source: saved with its version, published to /blog/{unique_name}, drafts kept under the post. */
export function useBlogPostSource(ref: BlogPostRef, post: BlogPostWithDesign, landing: Landing | undefined): DesignerSource {
  const siteUrl = landing ? `${landing.url.replace(/\/$/, '')}/blog/${post.unique_name}` : null;
  return useMemo(() => {
    const designUrl = `${API_BASE}${blogPostPath(ref)}/design`;
    return {
      title: post.title,
      badge: 'Blog post',
      back: backToBlog(ref.landingId),
      landingId: ref.landingId,
      siteUrl,
      initial: { design: post.design, version: post.version },
      drafts: { landingId: ref.landingId, pageId: ref.postId, space: 'blog' },
      backend: {
        save: (design, version) => putDocumentQuietly(designUrl, design, version),
        latest: async () => {
          const latest = await fetchBlogPost(ref);
          return { page: { design: latest.design, version: latest.version }, savedBy: null };
        },
        publish: () => publishBlogPost(ref),
        saveOnUnload: (design, version) => putDocumentOnUnload(designUrl, design, version),
      },
    };
  }, [ref, post, siteUrl]);
}
