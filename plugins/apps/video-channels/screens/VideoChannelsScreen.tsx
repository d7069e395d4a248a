import { z } from '@tessera/sdk';
import { agencyWebsites, useAppAction, useAppScreen, type AppAction } from '@tessera/sdk/dashboard';
import { useState } from 'react';
import { channelListSchema, channelSavedSchema, channelSearchSchema, type ChannelFound } from '../channel-schemas.ts';
import './video-channels.css';

const done = z.object({ message: z.string() });
type ListedChannel = z.infer<typeof channelListSchema>['data'][number];

const foundChannel = (channel: ChannelFound) => ({ key: channel.channel_id, name: channel.title, image: channel.thumbnail || undefined });

/** /agency/video-channels: the agency's channels of the video site and the websites that show each. */
export default function VideoChannelsScreen() {
  const { request, useQuery, kit } = useAppScreen();
  const { SearchToAdd, QueryView } = kit;
  const channels = useQuery('/youtube', { schema: channelListSchema });
  const websites = useQuery(agencyWebsites.path, { schema: agencyWebsites.schema });
  const suggested = useQuery('/youtube/suggested-channels', { schema: channelSearchSchema });
  const added = new Set(channels.data?.data.map((channel) => channel.channel_id));
  const [found, setFound] = useState<ChannelFound[] | null>(null);
  const { busy, errors, run } = useAppAction();
  const add = (channelId: string) => run(() => request('/youtube/channel', { method: 'POST', body: { channel_id: channelId }, schema: channelSavedSchema }));

  return (
    <div className="screen">
      <header className="screen__header">
        <h1 className="screen__title">Video channels</h1>
      </header>
      <p>Add your channels of the video site, choose the websites that show each, and place a Youtube Gallery on their pages.</p>
      <SearchToAdd
        formLabel="Find a channel"
        field={{ id: 'channel-term', label: 'Channel name', error: errors.term?.[0] ?? errors.channel_id?.[0] }}
        busy={busy}
        onSearch={(term) => void run(() => request('/youtube/search-channel', { method: 'POST', body: { term }, schema: channelSearchSchema }).then((body) => setFound(body.data)))}
        found={found?.map(foundChannel) ?? null}
        suggested={suggested.data?.data.filter((channel) => !added.has(channel.channel_id)).map(foundChannel)}
        foundLabel="Channels found"
        nothingFound={{ title: 'No channels found', message: (term) => `No channel of the video site matches “${term}”.` }}
        onAdd={(channelId) => void add(channelId)}
      />

      <h2>Your channels</h2>
      <QueryView query={channels} loading="Loading your channels…" failed="Your channels could not be loaded" empty={{ when: (list) => list.data.length === 0, title: 'No channels yet', message: 'Find a channel above and add it.' }}>
        {(list) => (
          <ul className="shown-items">
            {list.data.map((channel) => (
              <ChannelCard key={`${channel.id}-${channel.refreshed_at}-${channel.landing_ids.join()}`} channel={channel} websites={websites.data?.data ?? []} busy={busy} run={run} onRefresh={() => void add(channel.channel_id)} />
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}

function ChannelCard({ channel, websites, busy, run, onRefresh }: { channel: ListedChannel; websites: { id: number; title: string }[]; busy: boolean; run: AppAction['run']; onRefresh(): void }) {
  const { request, Link, kit } = useAppScreen();
  const stats = [channel.video_count === null ? '' : `${channel.video_count} videos`, channel.subscriber_count === null ? '' : `${channel.subscriber_count} subscribers`].filter(Boolean).join(' · ');
  return (
    <kit.ShownItemCard
      name={channel.title}
      image={channel.thumbnail || undefined}
      details={
        <>
          {stats ? `${stats} · ` : null}
          <Link to={`/agency/video-channels/${channel.id}`} aria-label={`Videos and comments of ${channel.title}`}>
            Videos and comments
          </Link>
        </>
      }
      websites={websites}
      landingIds={channel.landing_ids}
      busy={busy}
      refreshLabel="Refresh videos"
      removeLabel="Remove channel"
      removeMessage="leaves your channels, and its galleries on your websites show nothing."
      onSaveWebsites={(landingIds) => void run(() => request(`/youtube/${channel.id}/distribute`, { method: 'POST', body: { landing_ids: landingIds }, schema: channelSavedSchema }))}
      onRefresh={onRefresh}
      onRemove={() => void run(() => request(`/youtube/${channel.id}`, { method: 'DELETE', schema: done }))}
    />
  );
}
