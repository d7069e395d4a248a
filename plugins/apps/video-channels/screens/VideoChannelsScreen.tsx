import { z } from '@tessera/sdk';
import { useAppAction, useAppScreen, type AppAction } from '@tessera/sdk/dashboard';
import { useState, type FormEvent } from 'react';
import { channelListSchema, channelSavedSchema, channelSearchSchema, type ChannelFound } from '../channel-schemas.ts';
import './video-channels.css';

const websitesSchema = z.object({ data: z.array(z.object({ id: z.number(), title: z.string() })) });
const done = z.object({ message: z.string() });
type ListedChannel = z.infer<typeof channelListSchema>['data'][number];

/** /agency/video-channels: the agency's channels of the video site and the websites that show each. */
export default function VideoChannelsScreen() {
  const { request, useQuery, kit } = useAppScreen();
  const { TextField, Spinner, StatusView, RetryButton } = kit;
  const channels = useQuery('/youtube', { schema: channelListSchema });
  const websites = useQuery('/landings?per_page=100', { schema: websitesSchema });
  const [term, setTerm] = useState('');
  const [found, setFound] = useState<ChannelFound[] | null>(null);
  const { busy, errors, run } = useAppAction();
  const search = (event: FormEvent) => {
    event.preventDefault();
    void run(() => request('/youtube/search-channel', { method: 'POST', body: { term: term.trim() }, schema: channelSearchSchema }).then((body) => setFound(body.data)));
  };
  const add = (channelId: string) => run(() => request('/youtube/channel', { method: 'POST', body: { channel_id: channelId }, schema: channelSavedSchema }));

  return (
    <div className="screen">
      <header className="screen__header">
        <h1 className="screen__title">Video channels</h1>
      </header>
      <p>Add your channels of the video site, choose the websites that show each, and place a Youtube Gallery on their pages.</p>
      <form className="form-stack" onSubmit={search} noValidate aria-label="Find a channel">
        <TextField id="channel-term" label="Channel name" value={term} onValue={setTerm} error={errors.term?.[0] ?? errors.channel_id?.[0]} maxLength={200} required />
        <div>
          <button type="submit" className="btn" disabled={busy} aria-busy={busy}>
            Search
          </button>
        </div>
      </form>
      {found === null ? null : found.length === 0 ? (
        <StatusView title="No channels found" message={`No channel of the video site matches “${term.trim()}”.`} />
      ) : (
        <ul className="video-channels__found" aria-label="Channels found">
          {found.map((channel) => (
            <li key={channel.channel_id}>
              {channel.thumbnail ? <img src={channel.thumbnail} alt="" width={48} height={48} loading="lazy" /> : null}
              <strong>{channel.title}</strong>
              <button type="button" className="btn btn--small btn--primary" disabled={busy} aria-label={`Add ${channel.title}`} onClick={() => void add(channel.channel_id)}>
                Add
              </button>
            </li>
          ))}
        </ul>
      )}

      <h2>Your channels</h2>
      {channels.error ? (
        <StatusView title="Your channels could not be loaded" message={channels.error.message} actions={<RetryButton onClick={() => channels.refetch()} />} />
      ) : !channels.data ? (
        <Spinner label="Loading your channels…" />
      ) : channels.data.data.length === 0 ? (
        <StatusView title="No channels yet" message="Find a channel above and add it." />
      ) : (
        <ul className="video-channels__list">
          {channels.data.data.map((channel) => (
            <ChannelCard key={`${channel.id}-${channel.refreshed_at}-${channel.landing_ids.join()}`} channel={channel} websites={websites.data?.data ?? []} busy={busy} run={run} onRefresh={() => void add(channel.channel_id)} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ChannelCard({ channel, websites, busy, run, onRefresh }: { channel: ListedChannel; websites: { id: number; title: string }[]; busy: boolean; run: AppAction['run']; onRefresh(): void }) {
  const { request, kit } = useAppScreen();
  const { ConfirmDialog, WebsiteChoice } = kit;
  const [chosen, setChosen] = useState(channel.landing_ids);
  const [removing, setRemoving] = useState(false);
  const stats = [channel.video_count === null ? '' : `${channel.video_count} videos`, channel.subscriber_count === null ? '' : `${channel.subscriber_count} subscribers`].filter(Boolean).join(' · ');
  return (
    <li className="video-channels__card">
      <div className="video-channels__head">
        {channel.thumbnail ? <img src={channel.thumbnail} alt="" width={56} height={56} loading="lazy" /> : null}
        <span>
          <strong>{channel.title}</strong>
          <br />
          <span className="table__secondary">{stats}</span>
        </span>
      </div>
      <WebsiteChoice legend="Websites that show it" websites={websites} chosen={chosen} onChange={setChosen} />
      <div className="table__buttons">
        <button
          type="button"
          className="btn btn--small btn--primary"
          disabled={busy}
          onClick={() => void run(() => request(`/youtube/${channel.id}/distribute`, { method: 'POST', body: { landing_ids: chosen }, schema: channelSavedSchema }))}
        >
          Save websites
        </button>
        <button type="button" className="btn btn--small" disabled={busy} aria-label={`Refresh ${channel.title}`} onClick={onRefresh}>
          Refresh videos
        </button>
        <button type="button" className="btn btn--small btn--danger" disabled={busy} aria-label={`Remove ${channel.title}`} onClick={() => setRemoving(true)}>
          Remove
        </button>
      </div>
      {removing ? (
        <ConfirmDialog
          title="Remove this channel?"
          message={
            <>
              <strong>{channel.title}</strong> leaves your channels, and its galleries on your websites show nothing.
            </>
          }
          confirmLabel="Remove channel"
          busy={busy}
          onCancel={() => setRemoving(false)}
          onConfirm={() => void run(() => request(`/youtube/${channel.id}`, { method: 'DELETE', schema: done }))}
        />
      ) : null}
    </li>
  );
}
