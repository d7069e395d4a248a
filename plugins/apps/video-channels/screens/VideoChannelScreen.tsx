import { CommentsDisclosure, useAppScreen } from '@tessera/sdk/dashboard';
import { channelEnvelope } from '../channel-schemas.ts';
import './video-channels.css';

/** /agency/video-channels/{channelId}: one of the agency's channels with its newest videos, and each video's most relevant comments. */
export default function VideoChannelScreen() {
  const { params, useQuery, Link, kit } = useAppScreen();
  const channel = useQuery(`/youtube/${params.channelId}`, { schema: channelEnvelope });
  return (
    <div className="screen">
      <Link className="screen__back" to="/agency/video-channels">
        ← Video channels
      </Link>
      <kit.QueryView query={channel} loading="Loading the channel…" failed="The channel could not be loaded" notFound="This channel is not one of yours">
        {({ data }) => (
          <>
            <header className="screen__header">
              <h1 className="screen__title">{data.title}</h1>
            </header>
            <p>The newest videos as last read from the video site. Comments are asked of the video site when you open them.</p>
            <ol className="video-channels__videos" aria-label="Videos">
              {data.videos.map((video) => (
                <li key={video.video_id}>
                  {video.thumbnail ? <img src={video.thumbnail} alt="" width={120} height={68} loading="lazy" /> : null}
                  <div>
                    <h2>{video.title}</h2>
                    {video.published_at ? (
                      <p className="table__secondary">
                        <time dateTime={video.published_at}>{new Date(video.published_at).toLocaleDateString()}</time>
                      </p>
                    ) : null}
                    <CommentsDisclosure path={`/youtube/video/${video.video_id}/comments`} itemName={video.title} />
                  </div>
                </li>
              ))}
            </ol>
          </>
        )}
      </kit.QueryView>
    </div>
  );
}
