import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/** A child process the bench started; `stop` ends it and waits, at most a few seconds. */
export interface Child {
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Wraps a spawned process so the bench can end it. */
export function childOf(child: ChildProcess): Child {
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
  return { process: child, stop };
}

/** Starts `command` and waits until a line of its output matches `ready`; gives up after `timeoutMs`. */
export function startChild(command: string, args: string[], ready: RegExp, timeoutMs: number, options: Pick<SpawnOptions, 'cwd' | 'env'> = {}): Promise<{ child: Child; match: RegExpMatchArray }> {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  const { stop } = childOf(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${command} was not ready within ${timeoutMs} ms:\n${output.slice(-2000)}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(ready);
      if (match) {
        clearTimeout(timer);
        resolve({ child: { process: child, stop }, match });
        child.stdout?.off('data', onData);
        child.stderr?.off('data', onData);
        child.stdout?.resume();
        child.stderr?.resume();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} exited (${code}) before it was ready:\n${output.slice(-2000)}`));
    });
  });
}
