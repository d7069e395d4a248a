import { defineAppServer, AiWriterToken, ClockToken, DesignedDocumentsToken, SiteChangesToken, SitePagesToken, SiteTemplatesToken, WebsiteReachToken } from '@tessera/sdk';
import { adminPostRoutes } from './admin-post-routes.ts';
import { blogRoutes } from './blog-routes.ts';
import { blogSetting } from './blog-setting.ts';
import { blogSiteData } from './blog-site-data.ts';
import { blogSitePaths } from './blog-site-paths.ts';
import { migrations } from './migrations.ts';
import { runBlogSchedules } from './schedule-runs.ts';
import { scheduleRoutes } from './schedule-routes.ts';
import { templatePostRoutes } from './template-post-routes.ts';
import { templatePostsPart } from './template-posts.ts';

export default defineAppServer({
  needs: [AiWriterToken, ClockToken, DesignedDocumentsToken, SiteChangesToken, SitePagesToken, SiteTemplatesToken, WebsiteReachToken],
  migrations,
  routes: [...blogRoutes, ...scheduleRoutes, ...blogSetting.routes, ...adminPostRoutes, ...templatePostRoutes],
  siteTemplate: templatePostsPart,
  sitePaths: blogSitePaths,
  siteData: blogSiteData,
  // A minute is the finest a schedule's time of day goes; each run is claimed once across processes.
  jobs: [{ name: 'run-schedules', cron: '* * * * *', run: runBlogSchedules }],
});
