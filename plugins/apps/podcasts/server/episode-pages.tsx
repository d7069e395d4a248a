import { brandVar, LISTING_CSS, siteDate, type ListingSetting, type SiteFacts, type SitePage } from '@tessera/sdk';
import { clockDuration } from '../durations.ts';
import type { PublishedEpisode } from './episode-store.ts';

export const EPISODES_TITLE = 'Episodes';

/** Episodes in one readable column, each with its square cover art and a full-width player. */
const EPISODES_CSS =
  `${LISTING_CSS}.ts-episodes,.ts-episode{max-width:48rem}.ts-episode h1{margin:.5rem 0 0}` +
  `.ts-listing__image{display:block;width:100%;max-width:16rem;aspect-ratio:1;object-fit:cover;border-radius:min(${brandVar('radius', '6px')},1rem)}` +
  `.ts-listing audio{width:100%;margin:.25rem 0}.ts-listing article p{white-space:pre-line}`;

function EpisodeArticle({ episode, lang, Heading }: { episode: PublishedEpisode; lang: string; Heading: 'h1' | 'h2' }) {
  const headingId = `episode-${episode.unique_name}`;
  return (
    <article aria-labelledby={headingId}>
      {episode.image ? <img className="ts-listing__image" src={episode.image} alt="" loading="lazy" /> : null}
      <Heading id={headingId}>{Heading === 'h2' ? <a href={`/episodes/${episode.unique_name}`}>{episode.title}</a> : episode.title}</Heading>
      <p className="ts-listing__meta">
        <time dateTime={episode.published_at.toISOString()}>{siteDate(episode.published_at, lang)}</time>
        {episode.duration_seconds !== null ? ` · ${clockDuration(episode.duration_seconds)}` : null}
      </p>
      <audio controls preload="none" src={episode.audio_url} aria-label={`Play ${episode.title}`}>
        <a href={episode.audio_url}>Download {episode.title}</a>
      </audio>
      {episode.description ? <p>{episode.description}</p> : null}
    </article>
  );
}

/** /episodes: every published episode, newest first, each playable where it is listed; its heading and description are the podcast's settings. */
export function episodeListPage(site: SiteFacts, episodes: readonly PublishedEpisode[], setting: ListingSetting): SitePage {
  return {
    title: `${setting.title} – ${site.name}`,
    description: setting.description || site.description,
    path: '/episodes',
    css: EPISODES_CSS,
    body: (
      <main className="ts-listing ts-episodes">
        <h1>{setting.title}</h1>
        <ol>
          {episodes.map((episode) => (
            <li key={episode.unique_name}>
              <EpisodeArticle episode={episode} lang={site.lang} Heading="h2" />
            </li>
          ))}
        </ol>
      </main>
    ),
  };
}

/** /episodes/<unique_name>: one episode with a link back to the list (named as the podcast's settings name it). */
export function episodePage(site: SiteFacts, episode: PublishedEpisode, setting: ListingSetting): SitePage {
  return {
    title: episode.title,
    description: episode.description,
    path: `/episodes/${episode.unique_name}`,
    image: episode.image || undefined,
    css: EPISODES_CSS,
    body: (
      <main className="ts-listing ts-episode">
        <p>
          <a href="/episodes">← {setting.title}</a>
        </p>
        <EpisodeArticle episode={episode} lang={site.lang} Heading="h1" />
      </main>
    ),
  };
}
