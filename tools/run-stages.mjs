#!/usr/bin/env node
// Runs npm scripts one after another as the stages of a test run, and prints how long each took.
// Every stage runs even when an earlier one failed, so one CI run reports every broken stage;
// the exit code is the first failure's. With TESSERA_STAGE_LOG set, each stage's line is also
// appended to that file, for a caller (.ci/run) that prints one table over several runs, and
// failed stages' last lines to that file's name with `.failures` added.
// A failed stage's last lines are printed again under the table: CI keeps only the end of its
// output, and the failure is otherwise far above it.
// Stages joined by `+` (`lint+typecheck`) run at the same time, each printed whole when it ends:
// for single-threaded ones that need nothing from each other, on a machine with cores to spare.
import { spawn } from 'node:child_process';
import { Buffer } from 'node:buffer';
import { appendFileSync } from 'node:fs';

const stages = process.argv.slice(2);
if (stages.length === 0) {
  console.error('usage: run-stages.mjs <npm script> [<npm script> …]');
  process.exit(2);
}

const TAIL_LINES = 60;

/**
 * Runs `npm run <script>`, passing its output through (or, `buffered`, printing it whole at the
 * end); resolves to its exit code and the last lines it printed (both streams, in arrival order).
 */
function runScript(script, buffered = false) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: ['inherit', 'pipe', 'pipe'] });
    let tail = [];
    let partial = '';
    const whole = [];
    const print = (stream, chunk) => (buffered ? whole.push(chunk) : stream.write(chunk));
    const keep = (chunk) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      tail = tail.concat(lines).slice(-TAIL_LINES);
    };
    child.stdout.on('data', (chunk) => {
      print(process.stdout, chunk);
      keep(chunk);
    });
    child.stderr.on('data', (chunk) => {
      print(process.stderr, chunk);
      keep(chunk);
    });
    const finish = (code) => {
      if (buffered) process.stdout.write(`== ${script}\n${Buffer.concat(whole).toString()}`);
      resolve({ code, tail: partial ? [...tail, partial].slice(-TAIL_LINES) : tail });
    };
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
    child.on('error', () => finish(1));
  });
}

const formatSeconds = (ms) => `${(ms / 1000).toFixed(0).padStart(5)} s`;
const results = [];
/** Runs one stage and records its line. */
async function stage(script, buffered) {
  const startedAt = Date.now();
  const { code, tail } = await runScript(script, buffered);
  const line = `${script.padEnd(24)} ${formatSeconds(Date.now() - startedAt)}  ${code === 0 ? 'passed' : `failed (exit ${code})`}`;
  if (process.env.TESSERA_STAGE_LOG) appendFileSync(process.env.TESSERA_STAGE_LOG, `${line}\n`);
  return { code, line, script, tail };
}

for (const group of stages) {
  const scripts = group.split('+');
  results.push(...(await Promise.all(scripts.map((script) => stage(script, scripts.length > 1)))));
}

for (const failed of results.filter((result) => result.code !== 0)) {
  const report = `\n== the last ${failed.tail.length} lines of the failed stage ${failed.script}:\n${failed.tail.join('\n')}\n`;
  console.log(report);
  if (process.env.TESSERA_STAGE_LOG) appendFileSync(`${process.env.TESSERA_STAGE_LOG}.failures`, report);
}
console.log(`\nstages:\n${results.map((result) => `  ${result.line}`).join('\n')}`);
process.exit(results.find((result) => result.code !== 0)?.code ?? 0);
