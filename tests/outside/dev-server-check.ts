import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

/** What the check needs to know of the outside element, as the scaffold wrote it. */
export interface OutsideElementFacts {
  id: string;
  label: string;
  /** What it draws with its defaults. */
  text: string;
  /** A field label of its panel. */
  panelField: string;
}

/** Vite's own port, which `npm run dev` holds strictly. */
const DEV_URL = 'http://localhost:5173';
const DEMO = { email: 'demo@outside.test', password: 'outside-demo-password' };

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function until<T>(what: string, timeoutMs: number, attempt: () => Promise<T | undefined>): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const found = await attempt().catch(() => undefined);
    if (found !== undefined) return found;
    if (performance.now() > deadline) throw new Error(`npm run dev: ${what} did not happen within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

async function api<T>(path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${DEV_URL}/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * `npm run dev` in the project with the outside plugins installed: the API on its own port,
 * the web app from Vite's dev server (which compiles the packages' TypeScript and JSX on the
 * fly) with /api proxied to it. The outside element shows in the palette, draws on the canvas
 * and opens its panel, and the browser logs no error.
 */
export async function checkDevServer(copy: string, element: OutsideElementFacts, log: (message: string) => void): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-outside-dev-'));
  const port = await freePort();
  // As a developer starts it on a fresh checkout: the embedded database in a folder of its own, whatever database the test run itself uses.
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const dev = spawn('npm', ['run', 'dev'], {
    cwd: copy,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...inherited, PORT: String(port), TESSERA_DATA_DIR: dataDir, TESSERA_DEMO_EMAIL: DEMO.email, TESSERA_DEMO_PASSWORD: DEMO.password, LOG_LEVEL: 'warn' },
  });
  let output = '';
  dev.stdout.on('data', (chunk: Buffer) => (output += chunk));
  dev.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    await until('the API answering through the dev server', 240_000, async () => ((await fetch(`${DEV_URL}/api/v1/config`)).ok ? true : undefined));
    log(`npm run dev: the app answers at ${DEV_URL}, the API at port ${port}`);
    const { access_token: token } = await api<{ access_token: string }>('/login', { method: 'POST', body: DEMO });
    const [landing] = (await api<{ data: { id: number; home_page_id: number }[] }>('/landings', { token })).data;
    const pageUrl = `/landings/${landing!.id}/pages/${landing!.home_page_id}`;
    const { version } = (await api<{ data: { version: number } }>(pageUrl, { token })).data;
    const design = { schemaVersion: 1, sections: [{ id: 'section-dev', key: 'section', options: {}, rows: [{ id: 'row-dev', key: 'row', options: {}, columns: [{ id: 'column-dev', key: 'column', options: { width: 100 }, elements: [{ id: 'element-dev', key: element.id, props: {} }] }] }] }] };
    await api(`${pageUrl}/design`, { method: 'PUT', token, body: { design, version } });

    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.addInitScript((value) => localStorage.setItem('tessera.token', value), token);
    await page.goto(`${DEV_URL}/agency/websites/${landing!.id}/pages/${landing!.home_page_id}/design`);
    const placed = page.locator(`[data-testid="canvas"] [data-testid="canvas-element"][data-element-type="${element.id}"]`);
    await placed.filter({ hasText: element.text }).waitFor({ timeout: 120_000 });
    await page.getByRole('searchbox', { name: 'Search elements' }).fill(element.label);
    await page.getByTestId(`palette-item-${element.id}`).waitFor();
    await placed.click();
    await page.getByLabel(element.panelField).waitFor();
    if (problems.length > 0) throw new Error(`npm run dev: the designer logged errors:\n${problems.join('\n')}`);
    log(`npm run dev: ${element.label} is in the palette, on the canvas and in the inspector`);
  } catch (error) {
    console.log(output);
    throw error;
  } finally {
    await browser.close();
    // The dev script's npm, node and Vite share its process group.
    try {
      process.kill(-dev.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}
