import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const refused = new Set<string>();

/**
 * A program from Debian's packages (nginx, wrk), installed with apt-get when it is missing;
 * undefined when that is not possible here (no root, no package index), asked once per run.
 */
export function ensureDebianPackage(binary: string, debianPackage: string, log: (line: string) => void = console.log): string | undefined {
  if (existsSync(binary)) return binary;
  if (refused.has(debianPackage)) return undefined;
  log(`  ${debianPackage} is missing: installing the Debian package (apt-get install ${debianPackage})…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => execFileSync('apt-get', ['install', '-y', '--no-install-recommends', debianPackage], { stdio: 'ignore', env, timeout: 300_000 });
  try {
    install();
  } catch {
    try {
      execFileSync('apt-get', ['update'], { stdio: 'ignore', timeout: 300_000 });
      install();
    } catch {
      refused.add(debianPackage);
      return undefined;
    }
  }
  return existsSync(binary) ? binary : undefined;
}
