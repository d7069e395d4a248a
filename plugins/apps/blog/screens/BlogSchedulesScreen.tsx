import { siteDate, z, zodFieldErrors, type FieldErrors } from '@tessera/sdk';
import { fieldErrorsOf, useAppAction, useAppScreen } from '@tessera/sdk/dashboard';
import { useState, type FormEvent } from 'react';
import { AiUnavailable } from './AiUnavailable.tsx';
import { aiRunSchema, oneOffBodySchema, REPEAT_INTERVALS, scheduleBodySchema, scheduleSchema, type AiRun, type Schedule } from '../schedule-schemas.ts';

const schedulesEnvelope = z.object({ data: z.array(scheduleSchema) });
const runsEnvelope = z.object({ data: z.array(aiRunSchema) });
const done = z.object({ message: z.string() });
const EVERY = { day: 'Every day', week: 'Every week', month: 'Every month', year: 'Every year' } as const;
const STATUS = { pending: 'Waiting', running: 'Being written', done: 'Written', failed: 'Failed' } as const;
/** The job writes due posts each minute: while one is due or being written, the list is asked again this often. */
const WATCH_MS = 5_000;
const isUnderWay = (run: AiRun) => run.status === 'running' || (run.status === 'pending' && Date.parse(run.due_at) <= Date.now());
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const moment = (iso: string) => `${siteDate(new Date(iso), 'en')}, ${new Date(iso).toLocaleTimeString('en', { hour: '2-digit', minute: '2-digit' })}`;

/** /agency/websites/{id}/blog/schedules: recurring AI posts (spec §9 intervals), one-off AI posts, and what they wrote. */
export default function BlogSchedulesScreen() {
  const { landingId, useQuery, Link, kit, aiAvailable } = useAppScreen();
  const { QueryView } = kit;
  const schedules = useQuery(`/landings/${landingId}/blog-schedules`, { schema: schedulesEnvelope });
  const runs = useQuery(`/landings/${landingId}/AIScheduledBlog`, { schema: runsEnvelope, refreshEvery: (data) => (data?.data.some(isUnderWay) ? WATCH_MS : false) });
  return (
    <div className="screen">
      <Link className="screen__back" to={`/agency/websites/${landingId}/blog`}>
        ← Blog
      </Link>
      <header className="screen__header">
        <h1 className="screen__title">AI post schedules</h1>
      </header>
      <section aria-labelledby="schedules-heading">
        <h2 id="schedules-heading">Recurring posts</h2>
        <QueryView query={schedules} loading="Loading the schedules…" failed="The schedules could not be loaded" empty={{ when: (data) => data.data.length === 0, title: 'No schedules yet', message: 'Add one below and the AI writes a post on its topic at each moment.' }}>
          {(data) => <ScheduleTable schedules={data.data} />}
        </QueryView>
        {aiAvailable ? <ScheduleForm /> : <AiUnavailable />}
      </section>
      <section aria-labelledby="runs-heading">
        <h2 id="runs-heading">AI posts</h2>
        <QueryView query={runs} loading="Loading the AI posts…" failed="The AI posts could not be loaded" empty={{ when: (data) => data.data.length === 0, title: 'No AI posts yet' }}>
          {(data) => <RunTable runs={data.data} />}
        </QueryView>
        <OneOffForm />
      </section>
    </div>
  );
}

/** A table row's call through the SDK's `useAppAction`: one at a time, its refusal shown as the dashboard's notice. */
function useRowAction() {
  const { request } = useAppScreen();
  const { busy, run } = useAppAction();
  const act = (path: string, method: 'POST' | 'PUT' | 'DELETE', body?: unknown) => run(() => request(path, { method, body, schema: done }));
  return { busy, act };
}

function ScheduleTable({ schedules }: { schedules: readonly Schedule[] }) {
  const { landingId, DataTable, RowActions, kit } = useAppScreen();
  const { PermissionGate } = kit;
  const { busy, act } = useRowAction();
  const base = `/landings/${landingId}`;
  return (
    <DataTable columns={['Topic', 'When', 'Next post', 'Then']}>
      {schedules.map((schedule) => (
        <tr key={schedule.id}>
          <td>{schedule.prompt}</td>
          <td>
            {EVERY[schedule.repeat]} at {schedule.time} ({schedule.time_zone})
          </td>
          <td>{schedule.next_run_at ? moment(schedule.next_run_at) : 'Paused'}</td>
          <td>{schedule.publish ? 'Published at once' : 'Kept as a draft'}</td>
          <RowActions>
            <PermissionGate permission="blog.publish">
              <button type="button" className="btn btn--small" disabled={busy} aria-label={`Write the next post of ${schedule.prompt} now`} onClick={() => void act(`${base}/schedule-auto-blog`, 'POST', { schedule_id: schedule.id })}>
                Write now
              </button>
            </PermissionGate>
            <PermissionGate permission="blog.publish">
              <button type="button" className="btn btn--small" disabled={busy} aria-label={`${schedule.active ? 'Pause' : 'Resume'} ${schedule.prompt}`} onClick={() => void act(`${base}/blog-schedules/${schedule.id}`, 'PUT', { active: !schedule.active })}>
                {schedule.active ? 'Pause' : 'Resume'}
              </button>
            </PermissionGate>
            <PermissionGate permission="blog.publish">
              <button type="button" className="btn btn--small btn--danger" disabled={busy} aria-label={`Delete ${schedule.prompt}`} onClick={() => void act(`${base}/blog-schedules/${schedule.id}`, 'DELETE')}>
                Delete
              </button>
            </PermissionGate>
          </RowActions>
        </tr>
      ))}
    </DataTable>
  );
}

function RunTable({ runs }: { runs: readonly AiRun[] }) {
  const { landingId, DataTable, RowActions, Link, kit } = useAppScreen();
  const { PermissionGate } = kit;
  const { busy, act } = useRowAction();
  return (
    <DataTable columns={['Topic', 'When', 'State']}>
      {runs.map((run) => (
        <tr key={run.id}>
          <td>{run.prompt}</td>
          <td>{moment(run.due_at)}</td>
          <td>{run.status === 'failed' && run.error ? `${STATUS.failed}: ${run.error}` : STATUS[run.status]}</td>
          <RowActions>
            {run.post_id !== null ? (
              <Link className="btn btn--small" to={`/agency/websites/${landingId}/blog/${run.post_id}/edit`} aria-label={`Open the post on ${run.prompt}`}>
                Open post
              </Link>
            ) : null}
            {run.status !== 'running' ? (
              <PermissionGate permission="blog.publish">
                <button type="button" className="btn btn--small btn--danger" disabled={busy} aria-label={`${run.status === 'pending' ? 'Cancel' : 'Remove'} ${run.prompt}`} onClick={() => void act(`/landings/${landingId}/AIScheduledBlog/${run.id}`, 'DELETE')}>
                  {run.status === 'pending' ? 'Cancel' : 'Remove'}
                </button>
              </PermissionGate>
            ) : null}
          </RowActions>
        </tr>
      ))}
    </DataTable>
  );
}

function ScheduleForm() {
  const { landingId, request, kit } = useAppScreen();
  const { TextField, FormRow, PermissionGate } = kit;
  const [form, setForm] = useState({ prompt: '', repeat: 'week' as Schedule['repeat'], time: '09:00', time_zone: browserZone(), starts_on: '', publish: false });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = scheduleBodySchema.safeParse({ ...form, starts_on: form.starts_on || undefined });
    if (!body.success) return setErrors(zodFieldErrors(body.error));
    setErrors({});
    setSaving(true);
    request(`/landings/${landingId}/blog-schedules`, { method: 'POST', body: body.data, schema: done })
      .then(() => setForm({ ...form, prompt: '' }))
      .catch((error: unknown) => setErrors(fieldErrorsOf(error)))
      .finally(() => setSaving(false));
  };
  return (
    <form className="form-stack" onSubmit={onSubmit} noValidate aria-label="New schedule">
      <h2>Add a schedule</h2>
      <TextField id="schedule-prompt" label="Topic" value={form.prompt} onValue={(prompt) => setForm({ ...form, prompt })} error={errors.prompt?.[0]} maxLength={1000} required />
      <FormRow id="schedule-repeat" label="How often" error={errors.repeat?.[0]}>
        <select id="schedule-repeat" className="input" value={form.repeat} onChange={(event) => setForm({ ...form, repeat: event.target.value as Schedule['repeat'] })}>
          {REPEAT_INTERVALS.map((repeat) => (
            <option key={repeat} value={repeat}>
              {EVERY[repeat]}
            </option>
          ))}
        </select>
      </FormRow>
      <TextField id="schedule-time" label="At" type="time" value={form.time} onValue={(time) => setForm({ ...form, time })} error={errors.time?.[0]} />
      <TextField id="schedule-zone" label="Time zone" value={form.time_zone} onValue={(time_zone) => setForm({ ...form, time_zone })} error={errors.time_zone?.[0]} hint="Such as America/New_York; the time is kept on this zone's clock." />
      <TextField id="schedule-starts" label="First day" type="date" value={form.starts_on} onValue={(starts_on) => setForm({ ...form, starts_on })} error={errors.starts_on?.[0]} hint="Today when left empty." />
      <label className="check">
        <input type="checkbox" checked={form.publish} onChange={(event) => setForm({ ...form, publish: event.target.checked })} /> Publish each post at once (otherwise it waits as a draft)
      </label>
      <div>
        <PermissionGate permission="blog.publish">
          <button type="submit" className="btn btn--primary" disabled={saving} aria-busy={saving}>
            Add schedule
          </button>
        </PermissionGate>
      </div>
    </form>
  );
}

function OneOffForm() {
  const { landingId, request, kit } = useAppScreen();
  const { TextField, PermissionGate } = kit;
  const [form, setForm] = useState({ prompt: '', at: '', publish: false });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The picker gives the browser's wall clock; the server gets the moment it means.
    const runAt = form.at ? new Date(form.at).toISOString() : '';
    const body = oneOffBodySchema.safeParse({ prompt: form.prompt, run_at: runAt, publish: form.publish });
    if (!body.success) return setErrors(zodFieldErrors(body.error));
    setErrors({});
    setSaving(true);
    request(`/landings/${landingId}/createAIScheduledBlog`, { method: 'POST', body: body.data, schema: done })
      .then(() => setForm({ prompt: '', at: '', publish: false }))
      .catch((error: unknown) => setErrors(fieldErrorsOf(error)))
      .finally(() => setSaving(false));
  };
  return (
    <form className="form-stack" onSubmit={onSubmit} noValidate aria-label="One AI post">
      <h2>Write one post later</h2>
      <TextField id="one-off-prompt" label="Topic" value={form.prompt} onValue={(prompt) => setForm({ ...form, prompt })} error={errors.prompt?.[0]} maxLength={1000} required />
      <TextField id="one-off-at" label="When" type="datetime-local" value={form.at} onValue={(at) => setForm({ ...form, at })} error={errors.run_at?.[0]} />
      <label className="check">
        <input type="checkbox" checked={form.publish} onChange={(event) => setForm({ ...form, publish: event.target.checked })} /> Publish it at once
      </label>
      <div>
        <PermissionGate permission="blog.publish">
          <button type="submit" className="btn btn--primary" disabled={saving} aria-busy={saving}>
            Schedule the post
          </button>
        </PermissionGate>
      </div>
    </form>
  );
}
