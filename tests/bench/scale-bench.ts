import { CLUSTER_DEMO, startCluster } from '../cluster/cluster.ts';
import { httpCall } from '../cluster/http.ts';
import { startNginxFront } from '../cluster/nginx-front.ts';
import { scaled } from './scale.ts';
import { measure, measureOnce, type Throughput } from './load-generator.ts';
import { SITE_HOST } from './serving.ts';
import { expectBench, step } from './step.ts';

const row = (label: string, figures: Throughput) =>
  `  ${label.padEnd(34)}: ${Math.round(figures.requestsPerSecond).toString().padStart(6)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms${figures.errors ? `, ${figures.errors} errors` : ''}`;

/**
 * A published page through nginx running the shipped deploy/nginx.conf: served by one process,
 * then by two, then by two of which one is killed (`kill -9`) a third of the way in. Every
 * process is a real `npm start` on PostgreSQL, Redis and s3rver (tests/cluster).
 */
export async function scaleBench(design: object): Promise<void> {
  const seconds = scaled(10, 2);
  const cluster = await step('start two processes', () => startCluster({ processes: 2, logLevel: 'error' }));
  try {
    const [a, b] = cluster.processes as [(typeof cluster.processes)[number], (typeof cluster.processes)[number]];
    await step('publish the 60-element page', async () => {
      const token = (await httpCall(a.port, { method: 'POST', path: '/api/v1/login', body: CLUSTER_DEMO })).json().access_token;
      const landing = (await httpCall(a.port, { path: '/api/v1/landings', token })).json().data[0];
      const page = `/api/v1/landings/${landing.id}/pages/${landing.home_page_id}`;
      const { version } = (await httpCall(a.port, { path: page, token })).json().data;
      const saved = await httpCall(a.port, { method: 'PUT', path: `${page}/design`, token, body: { design, version } });
      const published = await httpCall(a.port, { method: 'POST', path: `${page}/publish`, token });
      if (saved.status !== 200 || published.status !== 200) throw new Error(`page not published: ${saved.text} ${published.text}`);
    });
    const headers = { host: SITE_HOST, 'accept-encoding': 'gzip' };
    console.log(`Published page (60 elements, gzip) through nginx on deploy/nginx.conf (loopback, 50 connections, ${seconds} s each)`);
    const through = async <T>(backends: number[], load: (url: string) => Promise<T>): Promise<T> => {
      const front = await startNginxFront(backends);
      try {
        return await load(`http://127.0.0.1:${front.port}/`);
      } finally {
        await front.stop();
      }
    };
    const one = await step('load one process', () => through([a.port], (url) => measure(url, headers, seconds)));
    console.log(row('1 process', one));
    const two = await step('load two processes', () => through([a.port, b.port], (url) => measure(url, headers, seconds)));
    console.log(row('2 processes', two));
    expectBench(one.errors === 0 && two.errors === 0, `every request answered, not ${one.errors + two.errors} errors`);

    const killed = await step('load two processes and kill one', () =>
      through([a.port, b.port], async (url) => {
        const running = measureOnce(url, headers, seconds);
        const kill = setTimeout(() => a.child.process.kill('SIGKILL'), (seconds * 1000) / 3);
        const result = await running;
        clearTimeout(kill);
        return result;
      }),
    );
    console.log(row('2 processes, one killed at 1/3', killed));
    console.log('  (all on this machine: the processes, nginx, PostgreSQL, Redis and the load generator share its two cores)');
  } finally {
    await cluster.close();
  }
}
