import {
  blogPostPublishedSchema,
  blogPostSavedSchema,
  blogPostSchema,
  blogPostWithDesignSchema,
  dataEnvelope,
  listEnvelope,
  type BlogPost,
  type BlogPostWithDesign,
  type CreateBlogPostBody,
  type UpdateBlogPostBody,
} from '@tessera/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './http-client.ts';
import { messageResponseSchema } from './message-response.ts';
import { queryKeys } from './query-keys.ts';

const postList = listEnvelope(blogPostSchema);
const postEnvelope = dataEnvelope(blogPostWithDesignSchema);

export interface BlogPostRef {
  landingId: number;
  postId: number;
}

/** One page of a website's posts, newest first; `search` matches title or address. */
export interface BlogListQuery {
  page: number;
  perPage: number;
  search: string;
}

export const blogPostPath = ({ landingId, postId }: BlogPostRef) => `/landings/${landingId}/blogs/${postId}`;

export function fetchBlogPosts(landingId: number, { page, perPage, search }: BlogListQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(page), per_page: String(perPage) });
  if (search) params.set('search', search);
  return apiRequest(`/landings/${landingId}/blogs?${params}`, { schema: postList, signal });
}

export function fetchBlogPost(ref: BlogPostRef, signal?: AbortSignal): Promise<BlogPostWithDesign> {
  return apiRequest(blogPostPath(ref), { schema: postEnvelope, signal }).then((r) => r.data);
}

/** Creates the post, or changes it when `postId` is given. */
export function saveBlogPost(landingId: number, body: CreateBlogPostBody | UpdateBlogPostBody, postId?: number): Promise<BlogPost> {
  const path = postId === undefined ? `/landings/${landingId}/blogs` : blogPostPath({ landingId, postId });
  return apiRequest(path, { method: postId === undefined ? 'POST' : 'PUT', body, schema: blogPostSavedSchema }).then((r) => r.data);
}

/** Publishes the post's design; the answer names the elements left out because their plugin failed to render them. */
export function publishBlogPost(ref: BlogPostRef) {
  return apiRequest(`${blogPostPath(ref)}/publish`, { method: 'POST', schema: blogPostPublishedSchema });
}

/** A copy of the post as a new draft (POST …/blog/{id}/clone). */
export function cloneBlogPost({ landingId, postId }: BlogPostRef) {
  return apiRequest(`/landings/${landingId}/blog/${postId}/clone`, { method: 'POST', schema: blogPostSavedSchema });
}

export function unpublishBlogPost(ref: BlogPostRef): Promise<BlogPost> {
  return apiRequest(`${blogPostPath(ref)}/unpublish`, { method: 'POST', schema: blogPostSavedSchema }).then((r) => r.data);
}

export function deleteBlogPost(ref: BlogPostRef): Promise<void> {
  return apiRequest(blogPostPath(ref), { method: 'DELETE', schema: messageResponseSchema }).then(() => undefined);
}

export function useBlogPosts(landingId: number, query: BlogListQuery) {
  return useQuery({
    queryKey: queryKeys.blogPosts(landingId, query),
    queryFn: ({ signal }) => fetchBlogPosts(landingId, query, signal),
    placeholderData: keepPreviousData,
  });
}

/** A post for its settings form; `postId` null is a new one. */
export function useBlogPost(landingId: number, postId: number | null) {
  return useQuery({
    queryKey: queryKeys.blogPost(landingId, postId ?? 0),
    queryFn: ({ signal }) => fetchBlogPost({ landingId, postId: postId! }, signal),
    enabled: postId !== null,
  });
}

/**
 * The post being designed. Like a page's design, it is read once and then owned by the
 * designer, and dropped once the designer closes, so reopening the post reads it afresh.
 */
export function useBlogPostDesign(ref: BlogPostRef) {
  return useQuery({
    queryKey: queryKeys.blogPostDesign(ref.landingId, ref.postId),
    queryFn: ({ signal }) => fetchBlogPost(ref, signal),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useSaveBlogPostMutation(landingId: number, postId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBlogPostBody | UpdateBlogPostBody) => saveBlogPost(landingId, body, postId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.blogPostLists(landingId) }),
  });
}

export function useBlogPostActionMutation(landingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ postId, action }: { postId: number; action: 'publish' | 'unpublish' | 'delete' | 'clone' }): Promise<void> => {
      const ref = { landingId, postId };
      if (action === 'delete') await deleteBlogPost(ref);
      else if (action === 'clone') await cloneBlogPost(ref);
      else if (action === 'publish') await publishBlogPost(ref);
      else await unpublishBlogPost(ref);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.blogPostLists(landingId) }),
  });
}
