import { walkElements } from '@tessera/core';
import { ClockToken, createServiceContainer, PaymentProviderToken } from '@tessera/sdk';
import { apps, cardDesigns, elements } from '@tessera/plugins';
import type { KyselyPlugin, OperationNode } from 'kysely';
import { buildApp } from '../../server/src/app.ts';
import { registerServices } from '../../server/src/services/register-services.ts';
import { loadConfig } from '../../server/src/config.ts';
import { migrateToLatest, openDatabase } from '../../server/src/db/database.ts';
import { createElementRegistry } from '../../server/src/plugins/plugin-host.ts';
import { premiumIds, seedIfEmpty } from '../../server/src/seed/seed-demo.ts';
import { AuthLimitersToken, createAuthLimiters } from '../../server/src/services/attempt-limiter.ts';
import { createMailer } from '../../server/src/services/create-mailer.ts';
import { MailerToken } from '../../server/src/services/mailer.ts';
import { startPayments } from '../../server/src/services/payments/start-payments.ts';
import { QueueToken, startQueue } from '../../server/src/services/queue.ts';
import { generatePage, LANDING_PAGE_KEYS } from './generate-page.ts';
import { scaled } from './scale.ts';
import { expectBench, step } from './step.ts';

/**
 * Saving a design as the designer does (PUT …/pages/:pageId/design, one headline edited each
 * time), and reading it back as the designer opens it (GET …/pages/:pageId), through the real
 * app on an in-memory PGlite: milliseconds per save and per read at 200 and 2,000 elements,
 * and the SQL statements one save runs, by table. The body is serialised before the clock
 * starts, so the figure is the server's: parsing, checking against the plugins and grants, and
 * writing. CPU time is printed beside the wall time: the database runs in this process, so
 * it covers the whole save and moves less than wall time when other work shares the machine.
 */

const SIZES = scaled([200, 2000], [50]);
const SAVES = scaled(20, 3);
const DEMO = { email: 'save-bench@example.test', password: 'save-bench-password-1' };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The first table a statement names, found by walking its operation tree. */
function tableOf(node: unknown): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const candidate = node as { kind?: string; table?: { identifier?: { name?: string } } };
  if (candidate.kind === 'TableNode') return candidate.table?.identifier?.name;
  for (const value of Object.values(node)) {
    const found = Array.isArray(value) ? value.map(tableOf).find(Boolean) : tableOf(value);
    if (found) return found;
  }
  return undefined;
}

const STATEMENT_KINDS: Record<string, string> = { SelectQueryNode: 'select', UpdateQueryNode: 'update', InsertQueryNode: 'insert', DeleteQueryNode: 'delete' };

/** Counts the statements the app sends while `recording` holds them. */
function statementCounter() {
  let recording: string[] | undefined;
  const plugin: KyselyPlugin = {
    transformQuery({ node }) {
      recording?.push(`${STATEMENT_KINDS[node.kind] ?? node.kind} ${tableOf(node as OperationNode) ?? ''}`.trim());
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return {
    plugin,
    async record<T>(run: () => Promise<T>): Promise<{ value: T; statements: string[] }> {
      recording = [];
      try {
        return { value: await run(), statements: recording };
      } finally {
        recording = undefined;
      }
    },
  };
}

const summarise = (statements: string[]) =>
  [...statements.reduce((counts, statement) => counts.set(statement, (counts.get(statement) ?? 0) + 1), new Map<string, number>())]
    .map(([statement, count]) => `${count}× ${statement}`)
    .join(', ');

export async function saveBench() {
  const config = loadConfig({ ...process.env, TESSERA_DEMO_EMAIL: DEMO.email, TESSERA_DEMO_PASSWORD: DEMO.password, LOG_LEVEL: 'silent' });
  const db = openDatabase({});
  const counter = statementCounter();
  const queue = await step('start the database', async () => {
    await migrateToLatest(db);
    await seedIfEmpty(db, config, premiumIds(createElementRegistry(elements).list(), apps, cardDesigns));
    return startQueue({ db, pollingIntervalSeconds: config.queuePollSeconds });
  });
  const payments = await startPayments(config);
  const services = createServiceContainer()
    .provide(ClockToken, { now: () => new Date() })
    .provide(MailerToken, createMailer(config, db))
    .provide(AuthLimitersToken, createAuthLimiters())
    .provide(QueueToken, queue)
    .provide(PaymentProviderToken, payments.provider);
  registerServices(services, config, db);
  const app = await step('build the app', () => buildApp({ config, db: db.withPlugin(counter.plugin), services, elements, apps, cardDesigns }));
  try {
    const login = await app.inject({ method: 'POST', url: '/api/v1/login', payload: DEMO });
    const headers = { authorization: `Bearer ${login.json().access_token}`, 'content-type': 'application/json' };
    const landing = await db.selectFrom('landings').select(['id', 'home_page_id']).executeTakeFirstOrThrow();
    const pageUrl = `/api/v1/landings/${landing.id}/pages/${landing.home_page_id}`;
    let version = (await db.selectFrom('pages').select('version').where('id', '=', landing.home_page_id!).executeTakeFirstOrThrow()).version;
    /** One request's wall and CPU milliseconds, and its answer, which must be a 200. */
    const timed = async (what: string, request: () => Promise<Awaited<ReturnType<typeof app.inject>>>) => {
      const cpuStart = process.cpuUsage();
      const start = performance.now();
      const answer = await request();
      const wall = performance.now() - start;
      const cpu = process.cpuUsage(cpuStart);
      expectBench(answer.statusCode === 200, `the ${what} to answer 200, not ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
      return { answer, wall, cpu: (cpu.user + cpu.system) / 1000 };
    };
    const save = async (design: unknown) => {
      const payload = JSON.stringify({ design, version });
      const saved = await timed('save', () => app.inject({ method: 'PUT', url: `${pageUrl}/design`, headers, payload }));
      version = saved.answer.json().data.version;
      return saved;
    };
    /** The page with its design, as the designer reads it when it opens. */
    const read = () => timed('read', () => app.inject({ method: 'GET', url: pageUrl, headers }));

    console.log(`Saving a design from the designer (PUT …/design through the app, in-memory PGlite, median of ${SAVES} saves, one headline edited each time), and reading it as the designer opens it (GET …/pages/:pageId)`);
    for (const count of SIZES) {
      const page = generatePage(count, LANDING_PAGE_KEYS);
      const headline = [...walkElements(page)].find(({ element }) => element.key === 'headline')!.element;
      await step(`first save of ${count} elements`, () => save(page));
      const walls: number[] = [];
      const cpus: number[] = [];
      let statements: string[] = [];
      for (let i = 0; i < SAVES; i++) {
        headline.props = { ...headline.props, text: `Edited headline ${i}` };
        const recorded = await step(`save ${count} elements`, () => counter.record(() => save(page)));
        walls.push(recorded.value.wall);
        cpus.push(recorded.value.cpu);
        statements = recorded.statements;
      }
      const bytes = Buffer.byteLength(JSON.stringify(page));
      console.log(`  ${String(count).padStart(4)} elements (${(bytes / 1024).toFixed(0)} KiB): median ${median(walls).toFixed(1)} ms a save (${median(cpus).toFixed(1)} ms CPU), ${statements.length} SQL statements (${summarise(statements)})`);
      const readWalls: number[] = [];
      const readCpus: number[] = [];
      for (let i = 0; i < SAVES; i++) {
        const { answer, wall, cpu } = await step(`read ${count} elements`, read);
        expectBench(answer.json().data.version === version, `the read to give the saved version ${version}`);
        readWalls.push(wall);
        readCpus.push(cpu);
      }
      console.log(`        read as the designer opens it: median ${median(readWalls).toFixed(1)} ms (${median(readCpus).toFixed(1)} ms CPU)`);
    }
  } finally {
    await app.close();
    await queue.stop();
    await payments.close();
    await db.destroy();
  }
}
