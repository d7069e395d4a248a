import { Icon, siteDate, useAppSiteData, useSite, type ElementRenderProps } from '@tessera/sdk';
import { clockDuration } from '../../durations.ts';
import { podcastSiteData, type PodcastGalleryProps } from './schema.ts';

/**
 * The website's newest published episodes (or a podcast collection's), each with its artwork, date and a player. The player
 * is the browser's own `<audio preload="none">`: no script, and no audio is fetched until the
 * visitor presses play.
 */
export function PodcastGalleryRender({ props, mode }: ElementRenderProps<PodcastGalleryProps>) {
  const data = useAppSiteData('podcasts', podcastSiteData);
  const lang = useSite().lang ?? 'en';
  const source = props.collection === null ? data?.episodes : data?.collections.find((collection) => collection.id === props.collection)?.episodes;
  const episodes = (source ?? []).slice(0, props.count).map((episode) => ({ ...episode, key: 'unique_name' in episode ? episode.unique_name : episode.guid, href: 'unique_name' in episode ? `/episodes/${episode.unique_name}` : null }));
  if (episodes.length === 0) {
    return mode === 'canvas' ? (
      <div className="ts-podcast-gallery ts-podcast-gallery__placeholder">
        <Icon name="music" size={32} color="#9ca3af" />
        <span>{props.collection === null ? "The website's newest published episodes show here." : "The podcast's newest episodes show here once this website shows it (Podcasts)."}</span>
      </div>
    ) : null;
  }
  return (
    <section className={`ts-podcast-gallery ts-podcast-gallery--${props.layout}`} aria-label={props.heading || 'Episodes'}>
      {props.heading ? <h2 className="ts-podcast-gallery__heading">{props.heading}</h2> : null}
      <ol className="ts-podcast-gallery__items">
        {episodes.map((episode) => {
          const date = new Date(episode.published_at);
          return (
            <li key={episode.key} className="ts-podcast-gallery__item">
              {episode.image ? <img className="ts-podcast-gallery__art" src={episode.image} alt="" width={320} height={320} loading="lazy" decoding="async" /> : null}
              <div className="ts-podcast-gallery__body">
                <h3 className="ts-podcast-gallery__title">
                  {episode.href ? <a href={episode.href}>{episode.title}</a> : episode.title}
                </h3>
                <p className="ts-podcast-gallery__meta">
                  <time dateTime={episode.published_at}>{siteDate(date, lang)}</time>
                  {episode.duration_seconds !== null ? ` · ${clockDuration(episode.duration_seconds)}` : null}
                </p>
                {props.showDescription && episode.description ? <p className="ts-podcast-gallery__description">{episode.description}</p> : null}
                <audio className="ts-podcast-gallery__player" src={episode.audio_url} controls preload="none" aria-label={`Play ${episode.title}`}>
                  <a href={episode.audio_url}>Download {episode.title}</a>
                </audio>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
