import { CommentsDisclosure, useAppScreen } from '@tessera/sdk/dashboard';
import { collectionEnvelope } from '../collection-schemas.ts';
import { clockDuration } from '../durations.ts';
import './podcast-collections.css';

/** /agency/podcasts/{collectionId}: one of the agency's shows with its newest episodes, and each episode's comments where its show keeps them. */
export default function PodcastCollectionScreen() {
  const { params, useQuery, Link, kit } = useAppScreen();
  const collection = useQuery(`/podcast/${params.collectionId}`, { schema: collectionEnvelope });
  return (
    <div className="screen">
      <Link className="screen__back" to="/agency/podcasts">
        ← Podcasts
      </Link>
      <kit.QueryView query={collection} loading="Loading the podcast…" failed="The podcast could not be loaded" notFound="This podcast is not one of yours">
        {({ data }) => (
          <>
            <header className="screen__header">
              <h1 className="screen__title">{data.title}</h1>
            </header>
            <p>The newest episodes as last read from the show's feed. Comments are read from the show's website when you open them.</p>
            <ol className="podcast-collections__episodes" aria-label="Episodes">
              {data.episodes.map((episode) => (
                <li key={episode.guid}>
                  <h2>{episode.title}</h2>
                  <p className="table__secondary">
                    <time dateTime={episode.published_at}>{new Date(episode.published_at).toLocaleDateString()}</time>
                    {episode.duration_seconds !== null ? ` · ${clockDuration(episode.duration_seconds)}` : null}
                  </p>
                  {episode.comments_url ? <CommentsDisclosure path={`/podcast/video/${encodeURIComponent(episode.guid)}/comments`} itemName={episode.title} /> : null}
                </li>
              ))}
            </ol>
          </>
        )}
      </kit.QueryView>
    </div>
  );
}
