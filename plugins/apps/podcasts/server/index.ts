import { defineAppServer } from '@tessera/sdk';
import { episodeRoutes } from './episode-routes.ts';
import { episodeSitePaths } from './episode-site-paths.ts';

export default defineAppServer({
  routes: episodeRoutes,
  sitePaths: episodeSitePaths,
});
