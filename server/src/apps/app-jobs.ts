import type { Queue } from '../services/queue.ts';
import type { InstalledApp } from './installed-apps.ts';

/** The job queue's name of an app's job. */
export const appJobName = (appId: string, jobName: string) => `${appId}.${jobName}`;

/**
 * Puts every app's scheduled jobs on the job queue and works them. A failed run is logged; the
 * schedule sends the next one, so a vendor that is down for a while costs only the runs in between.
 */
export async function startAppJobs(apps: readonly InstalledApp[], queue: Queue, log: (message: string, details: object) => void): Promise<void> {
  for (const app of apps) {
    for (const job of app.server.jobs ?? []) {
      const name = appJobName(app.definition.id, job.name);
      await queue.work(name, async () => {
        try {
          await job.run(app.context);
        } catch (error) {
          log('scheduled app job failed', { job: name, error: error instanceof Error ? error.message : String(error) });
        }
      });
      await queue.schedule(name, job.cron);
    }
  }
}
