import { defineAppServer } from '@tessera/sdk';
import { blogRoutes } from './blog-routes.ts';
import { blogSiteData } from './blog-site-data.ts';
import { blogSitePaths } from './blog-site-paths.ts';
import { migrations } from './migrations.ts';

export default defineAppServer({
  migrations,
  routes: blogRoutes,
  sitePaths: blogSitePaths,
  siteData: blogSiteData,
});
