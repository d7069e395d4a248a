import type { Generated } from '@tessera/sdk';

/** The app's own tables, prefixed with its id. */
export type ChannelTables = {
  video_channels_channels: {
    id: Generated<number>;
    agency_id: number;
    /** The video site's id of the channel ("UC…"). */
    channel_id: string;
    title: string;
    description: string;
    thumbnail: string;
    uploads_playlist_id: string;
    subscriber_count: number | null;
    video_count: number | null;
    /** The channel's newest videos as last read, newest first (JSON of Video[]). */
    videos: unknown;
    refreshed_at: Date;
    created_at: Date;
  };
  video_channels_sites: {
    channel_row_id: number;
    landing_id: number;
  };
};
