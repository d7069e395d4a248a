import { readFileSync } from 'node:fs';

export interface SpecCall {
  status: string;
  /** METHOD and path under /api/v1, path parameters as `{}`. */
  route: string;
  wording: string;
}

/** spec-calls.txt: every call of spec §7 with the route that answers it, or the open issue that will. */
export const specCalls: SpecCall[] = readFileSync(new URL('./spec-calls.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'))
  .map((line) => {
    const [status, route, wording] = line.split(' | ').map((part) => part.trim());
    return { status: status!, route: route!, wording: wording! };
  });

/** Parameter names differ between the spec and the routes; only their places count. */
export const shape = (route: string) => route.replace(/\{[^}]*\}|:\w+/g, '{}');
