import { listingSetting } from '@tessera/sdk';

/** pages/blog-setting: the /blog index's heading and description, read and changed beside the website's pages. */
export const blogSetting = listingSetting({
  name: 'blog-setting',
  table: 'blog_settings',
  label: 'Blog',
  listPath: '/blog',
  defaultTitle: 'Blog',
  permissions: { view: 'blog.view', change: 'blog.publish' },
});
