import { createEpisodeBodySchema, updateEpisodeBodySchema, zodFieldErrors, type Episode, type FieldErrors } from '@tessera/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { isApiError } from '../../../../api/api-error.ts';
import { useEpisode, useSaveEpisodeMutation } from '../../../../api/episodes-api.ts';
import { FormRow, TextField } from '../../../../ui/FormRow.tsx';
import { RetryButton } from '../../../../ui/RetryButton.tsx';
import { Spinner } from '../../../../ui/Spinner.tsx';
import { StatusView } from '../../../../ui/StatusView.tsx';
import { NotFoundPage } from '../../../NotFoundPage.tsx';
import { useIdParam } from '../../../use-id-param.ts';

/** /agency/websites/{id}/podcast/create and /podcast/{episodeId}/edit: an episode's title, address, audio, image, duration and description. */
export function EpisodeEditorScreen() {
  const landingId = useIdParam('id');
  const episodeId = useIdParam('episodeId');
  if (landingId === null) return <NotFoundPage />;
  return <EpisodeScreen key={episodeId ?? 'new'} landingId={landingId} episodeId={episodeId} />;
}

function EpisodeScreen({ landingId, episodeId }: { landingId: number; episodeId: number | null }) {
  const episode = useEpisode(landingId, episodeId);
  return (
    <div className="screen">
      <Link className="screen__back" to={`/agency/websites/${landingId}/episodes`}>
        ← Episodes
      </Link>
      <header className="screen__header">
        <h1 className="screen__title">{episodeId === null ? 'New episode' : episode.data ? `Episode ${episode.data.title}` : 'Episode'}</h1>
      </header>
      {episodeId === null ? (
        <EpisodeForm landingId={landingId} />
      ) : episode.isPending ? (
        <Spinner label="Loading the episode…" />
      ) : episode.error ? (
        <StatusView title="The episode could not be loaded" message={episode.error.message} actions={<RetryButton onClick={episode.refetch} />} />
      ) : (
        <EpisodeForm key={episode.data.updated_at} landingId={landingId} episode={episode.data} />
      )}
    </div>
  );
}

/** Whole seconds from "mm:ss", "h:mm:ss" or plain seconds; null when empty, NaN when unreadable. */
function parseDuration(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+(:\d{1,2}){0,2}$/.test(trimmed)) return Number.NaN;
  return trimmed.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

function formatDuration(seconds: number | null): string {
  if (seconds === null) return '';
  const m = Math.floor(seconds / 60);
  return `${m}:${String(seconds % 60).padStart(2, '0')}`;
}

function EpisodeForm({ landingId, episode }: { landingId: number; episode?: Episode }) {
  const [form, setForm] = useState({
    title: episode?.title ?? '',
    unique_name: episode?.unique_name ?? '',
    audio_url: episode?.audio_url ?? '',
    image: episode?.image ?? '',
    duration: formatDuration(episode?.duration_seconds ?? null),
    description: episode?.description ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveEpisodeMutation(landingId, episode?.id);
  const navigate = useNavigate();
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
    save.mutate(body.data, {
      onSuccess: () => navigate(`/agency/websites/${landingId}/episodes`),
      onError: (error) => {
        if (isApiError(error) && error.errors) setErrors(error.errors);
      },
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
        <button type="submit" className="btn btn--primary" disabled={save.isPending} aria-busy={save.isPending}>
          {episode === undefined ? 'Create episode' : 'Save episode'}
        </button>
      </div>
    </form>
  );
}
