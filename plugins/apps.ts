import type { AppDefinition } from '@tessera/sdk';
import courses from '@tessera/app-courses';
import blog from '@tessera/app-blog';
import podcasts from '@tessera/app-podcasts';
import videoChannels from '@tessera/app-video-channels';
import places from '@tessera/app-places';
import webinars from '@tessera/app-webinars';

/**
 * Installed apps; each brings its elements, screens, routes, tables and site addresses. A module
 * of their own: the dashboard's side bar, routes and permissions need the apps on every screen,
 * and the standalone elements of manifest.ts then load with the designer, not in the entry script
 * every screen loads.
 */
export const apps: readonly AppDefinition[] = [blog, podcasts, videoChannels, places, webinars, courses];
