import { defineApp } from '@tessera/sdk';
import blogElement from './elements/blog/index.ts';

/**
 * Blog (spec §7 "blogs"): a website's posts, each designed in the designer like a page and
 * served at /blog and /blog/{unique_name} once published. Not premium: every website may have
 * a blog, as before apps were plugins.
 */
export default defineApp({
  id: 'blog',
  version: '1.0.0',
  label: 'Blog',
  premium: false,
  directory: {
    description: "A website's blog: posts designed like pages, listed newest first at /blog, each at an address of its own.",
    icon: 'book-open',
  },
  elements: [blogElement],
  screens: [
    { scope: 'website', path: 'blog', nav: { label: 'Blog' }, permission: 'blog.view', load: () => import('./screens/BlogScreen.tsx') },
    { scope: 'website', path: 'blog/create', permission: 'blog.create', load: () => import('./screens/BlogPostEditorScreen.tsx') },
    { scope: 'website', path: 'blog/create/ai', permission: 'blog.create', load: () => import('./screens/BlogAiPostScreen.tsx') },
    { scope: 'website', path: 'blog/schedules', permission: 'blog.view', load: () => import('./screens/BlogSchedulesScreen.tsx') },
    { scope: 'website', path: 'blog/settings', permission: 'blog.view', load: () => import('./screens/BlogSettingsScreen.tsx') },
    { scope: 'website', path: 'blog/:blogId/edit', permission: 'blog.view', load: () => import('./screens/BlogPostEditorScreen.tsx') },
    { scope: 'website', path: 'blog/:blogId/design', permission: 'blog.create', fullScreen: true, load: () => import('./screens/BlogPostDesignerScreen.tsx') },
    { scope: 'admin', path: 'blog', nav: { label: 'Blog' }, load: () => import('./screens/AdminBlogScreen.tsx') },
    { scope: 'admin', path: 'blog/create', load: () => import('./screens/AdminBlogPostScreen.tsx') },
    { scope: 'admin', path: 'blog/:blogId/edit', load: () => import('./screens/AdminBlogPostScreen.tsx') },
    { scope: 'admin', path: 'blog/:blogId/design', fullScreen: true, load: () => import('./screens/AdminBlogDesignerScreen.tsx') },
    // Spec §2 share routes: a share link opened by the admin or an agency, and the platform's shared post for anyone.
    { scope: 'admin', path: 'blog/:uniqueId', openToSignedOut: true, load: () => import('./screens/AdminSharedPostScreen.tsx') },
    { scope: 'agency', path: 'blog/:uniqueId', openToSignedOut: true, load: () => import('./screens/AgencySharedPostScreen.tsx') },
    { scope: 'public', path: 'admin-blog/:uniqueId', load: () => import('./screens/PublicAdminPostScreen.tsx') },
    // A site template's posts, which websites made from it start with as drafts.
    { scope: 'template', path: 'blog', nav: { label: 'Blog' }, load: () => import('./screens/TemplatePostsScreen.tsx') },
    { scope: 'template', path: 'blog/create', load: () => import('./screens/TemplatePostsScreen.tsx').then((screens) => ({ default: screens.TemplatePostCreateScreen })) },
    { scope: 'template', path: 'blog/:blogId/edit', load: () => import('./screens/TemplatePostsScreen.tsx').then((screens) => ({ default: screens.TemplatePostEditScreen })) },
    // Spec §2 names both addresses; a template's post has no published copy to keep apart, so both open its designer.
    { scope: 'template', path: 'blog/:blogId/design', fullScreen: true, load: () => import('./screens/TemplatePostDesignerScreen.tsx') },
    { scope: 'template', path: 'blog/:blogId/sandbox_design', fullScreen: true, load: () => import('./screens/TemplatePostDesignerScreen.tsx') },
  ],
  templatePreview: { path: 'blog', apiPath: 'blogs' },
  reservedPaths: ['blog'],
  permissions: [
    { key: 'blog.view', label: 'View blog posts' },
    { key: 'blog.create', label: 'Write blog posts' },
    { key: 'blog.publish', label: 'Publish blog posts' },
    { key: 'blog.delete', label: 'Delete blog posts' },
    { key: 'blog.share', label: 'Share blog posts by link' },
  ],
  server: '@tessera/app-blog/server',
});
