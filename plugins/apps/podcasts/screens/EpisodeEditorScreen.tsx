import { zodFieldErrors, z, type FieldErrors } from '@tessera/sdk';
import { fieldErrorsOf, useAppScreen } from '@tessera/sdk/dashboard';
import { useState, type FormEvent } from 'react';
import { parseDuration } from '../durations.ts';
import { createEpisodeBodySchema, episodeSavedSchema, episodeSchema, updateEpisodeBodySchema, type Episode } from '../episode-schemas.ts';

const episodeEnvelope = z.object({ data: episodeSchema });

/** /agency/websites/{id}/podcast/create and /podcast/{episodeId}/edit: an episode's title, address, audio, image, duration and description. */
export default function EpisodeEditorScreen() {
  const { landingId, params, useQuery, Link, kit } = useAppScreen();
  const { Spinner, StatusView, RetryButton } = kit;
  const episodeId = params.episodeId === undefined ? null : Number(params.episodeId);
  const episode = useQuery(episodeId === null ? null : `/landings/${landingId}/episodes/${episodeId}`, { schema: episodeEnvelope });
  if (episodeId !== null && !(Number.isInteger(episodeId) && episodeId > 0)) return <StatusView title="Page not found" message="This episode address is not valid." />;
  return (
    <div className="screen">
      <Link className="screen__back" to={`/agency/websites/${landingId}/episodes`}>
        ← Episodes
      </Link>
      <header className="screen__header">
        <h1 className="screen__title">{episodeId === null ? 'New episode' : episode.data ? `Episode ${episode.data.data.title}` : 'Episode'}</h1>
      </header>
      {episodeId === null ? (
        <EpisodeForm key="new" />
      ) : episode.error ? (
        <StatusView title="The episode could not be loaded" message={episode.error.message} actions={<RetryButton onClick={() => episode.refetch()} />} />
      ) : !episode.data ? (
        <Spinner label="Loading the episode…" />
      ) : (
        <EpisodeForm key={episode.data.data.updated_at} episode={episode.data.data} />
      )}
    </div>
  );
}

function formatDuration(seconds: number | null): string {
  if (seconds === null) return '';
  const m = Math.floor(seconds / 60);
  return `${m}:${String(seconds % 60).padStart(2, '0')}`;
}

function EpisodeForm({ episode }: { episode?: Episode }) {
  const { landingId, request, navigate, kit } = useAppScreen();
  const { TextField, FormRow } = kit;
  const [form, setForm] = useState({
    title: episode?.title ?? '',
    unique_name: episode?.unique_name ?? '',
    audio_url: episode?.audio_url ?? '',
    image: episode?.image ?? '',
    duration: formatDuration(episode?.duration_seconds ?? null),
    description: episode?.description ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const set = (field: keyof typeof form) => (value: string) => setForm({ ...form, [field]: value });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { duration, ...rest } = form;
    const seconds = parseDuration(duration);
    if (Number.isNaN(seconds)) return setErrors({ duration_seconds: ['Write the duration as minutes:seconds, e.g. 42:10.'] });
    const values = { ...rest, duration_seconds: seconds, unique_name: episode === undefined && rest.unique_name.trim() === '' ? undefined : rest.unique_name };
    const body = (episode === undefined ? createEpisodeBodySchema : updateEpisodeBodySchema).safeParse(values);
    if (!body.success) return setErrors(zodFieldErrors(body.error));
    setErrors({});
    setSaving(true);
    const path = episode === undefined ? `/landings/${landingId}/episodes` : `/landings/${landingId}/episodes/${episode.id}`;
    request(path, { method: episode === undefined ? 'POST' : 'PUT', body: body.data, schema: episodeSavedSchema })
      .then(() => navigate(`/agency/websites/${landingId}/episodes`))
      .catch((error: unknown) => {
        setErrors(fieldErrorsOf(error));
        setSaving(false);
      });
  };

  return (
    <form className="form-stack" onSubmit={onSubmit} noValidate aria-label="Episode">
      <TextField id="episode-title" label="Title" value={form.title} onValue={set('title')} error={errors.title?.[0]} maxLength={200} required />
      <TextField
        id="episode-unique-name"
        label="Address"
        value={form.unique_name}
        onValue={set('unique_name')}
        error={errors.unique_name?.[0]}
        maxLength={100}
        hint={episode === undefined ? 'The episode is at /episodes/<address>; left empty, it is made from the title.' : 'The episode is at /episodes/<address>.'}
      />
      <TextField id="episode-audio" label="Audio URL" value={form.audio_url} onValue={set('audio_url')} error={errors.audio_url?.[0]} maxLength={2048} required hint="An http(s) address or a path on this website, such as an uploaded file's." />
      <TextField id="episode-image" label="Image URL" value={form.image} onValue={set('image')} error={errors.image?.[0]} maxLength={2048} />
      <TextField id="episode-duration" label="Duration" value={form.duration} onValue={set('duration')} error={errors.duration_seconds?.[0]} placeholder="42:10" inputMode="numeric" />
      <FormRow id="episode-description" label="Description" error={errors.description?.[0]}>
        <textarea id="episode-description" className="input" rows={5} maxLength={5000} value={form.description} onChange={(event) => set('description')(event.target.value)} />
      </FormRow>
      <div>
        <button type="submit" className="btn btn--primary" disabled={saving} aria-busy={saving}>
          {episode === undefined ? 'Create episode' : 'Save episode'}
        </button>
      </div>
    </form>
  );
}
