import { API_BASE } from './api/api-base.ts';
import { appIsAsking, startGet } from './api/head-start.ts';
import { pagePath } from './api/page-path.ts';
import { readToken } from './api/token-storage.ts';
import { designerWebsiteReads } from './api/website-paths.ts';
import { startLoadingElementsOf } from './designer/early-element-loading.ts';

/**
 * What the first screen waits on, asked for before the app's own script has even downloaded: the
 * config and the signed-in user, which every screen waits on, and in the designer the page's
 * design, the designer's code and, once the design arrives, the plugins of its elements and the
 * website's own reads (its detail, brand kit, pages and editor data). The config and the user go
 * first: the browser sends six requests to a host at a time, and behind the designer's thirty
 * code files they came back 150 ms later. The website's reads wait for the same reason until the
 * plugins of the design's elements are on their way; asked for by the designer once it showed
 * the page, they came back 300 ms after it and drew the whole canvas again. The app's own first
 * request for each address takes the answer (api/head-start.ts).
 *
 * An entry of its own, first in the page and `async` (host/build/early-entry.ts); it imports
 * nothing heavy, so it runs as soon as it arrives.
 */
const DESIGNER_PATH = /^\/agency\/websites\/(\d+)\/pages\/(\d+)\/design$/;

/** Asks for what the first screen needs, unless the app has started and asked for it itself. */
function askEarly(): void {
  if (appIsAsking()) return;
  const token = readToken();
  startGet(`${API_BASE}/config`, token);
  if (!token) return;
  startGet(`${API_BASE}/profile`, token);
  const designer = DESIGNER_PATH.exec(location.pathname);
  if (!designer) return;
  const landingId = Number(designer[1]);
  const page = startGet(`${API_BASE}${pagePath({ landingId, pageId: Number(designer[2]) })}`, token);
  void import('./designer/DesignerRoute.tsx');
  void startLoadingElementsOf(page).then(() => designerWebsiteReads(landingId).forEach((path) => startGet(`${API_BASE}${path}`, token)));
}

askEarly();
