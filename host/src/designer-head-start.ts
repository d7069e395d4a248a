import { API_BASE } from './api/api-base.ts';
import { startGet } from './api/head-start.ts';
import { pagePath } from './api/page-path.ts';
import { readToken } from './api/token-storage.ts';

/**
 * Opening the designer waits on its code and on the page's design. Both are asked for here, the
 * first thing the app's script runs, instead of once the whole entry script has run and the
 * router has matched the route. main.tsx imports this first; it imports nothing heavy, so it runs
 * before the rest.
 */
const DESIGNER_PATH = /^\/agency\/websites\/(\d+)\/pages\/(\d+)\/design$/;

const match = DESIGNER_PATH.exec(location.pathname);
const token = readToken();
if (match && token) {
  startGet(`${API_BASE}${pagePath({ landingId: Number(match[1]), pageId: Number(match[2]) })}`, token);
  void import('./designer/DesignerRoute.tsx');
}
