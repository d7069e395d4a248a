import type { PodcastShow } from '../episode-schemas.ts';

/**
 * Shows the podcasts app carries itself, for an install without a podcast directory (the
 * embedded default, an offline machine): their feeds are answered by the app, never fetched,
 * so searching and importing work with no network. Their addresses are on example.com, which
 * is reserved and never anyone's real feed.
 */
interface DemoShow extends PodcastShow {
  description: string;
  episodeTitles: readonly string[];
}

const DEMO_HOST = 'https://podcasts.example.com';

const SHOWS: readonly DemoShow[] = [
  {
    id: 'demo-1',
    title: 'The Small Business Hour',
    author: 'Tessera Studio',
    feed_url: `${DEMO_HOST}/small-business-hour.xml`,
    image: '',
    genre: 'Business',
    episodes: 3,
    description: 'Owners of small shops and studios on what worked for them this year.',
    episodeTitles: ['Pricing your first product', 'Hiring the second person', 'When to say no to a client'],
  },
  {
    id: 'demo-2',
    title: 'Design Matters Daily',
    author: 'Tessera Studio',
    feed_url: `${DEMO_HOST}/design-matters.xml`,
    image: '',
    genre: 'Arts',
    episodes: 3,
    description: 'Ten minutes a day on type, colour and layout for the web.',
    episodeTitles: ['Picking a type pair', 'Colour for buttons that get clicked', 'Whitespace is a feature'],
  },
  {
    id: 'demo-3',
    title: 'Marketing in Minutes',
    author: 'Tessera Studio',
    feed_url: `${DEMO_HOST}/marketing-minutes.xml`,
    image: '',
    genre: 'Marketing',
    episodes: 3,
    description: 'One idea for your next campaign, in the time a coffee takes.',
    episodeTitles: ['A newsletter people open', 'Landing pages that convert', 'Reviews as your best ads'],
  },
];

/** The shows as the directory lists them. */
export const DEMO_SHOWS: readonly PodcastShow[] = SHOWS.map(({ description: _description, episodeTitles: _titles, ...show }) => show);

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const slugOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The RSS 2.0 feed (with iTunes tags) of a demo show at `feedUrl`; undefined for any other address. */
export function demoFeed(feedUrl: string): string | undefined {
  const show = SHOWS.find((candidate) => candidate.feed_url === feedUrl);
  if (!show) return undefined;
  const items = show.episodeTitles.map((title, index) => {
    const published = new Date(Date.UTC(2026, 8 + index, 7, 9)).toUTCString();
    return `<item><guid isPermaLink="false">${show.id}-${index + 1}</guid><title>${escapeXml(title)}</title><description>${escapeXml(`${show.title}, episode ${index + 1}.`)}</description><pubDate>${published}</pubDate><enclosure url="${DEMO_HOST}/audio/${slugOf(title)}.mp3" length="0" type="audio/mpeg"/><itunes:duration>${12 + index * 7}:30</itunes:duration></item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel><title>${escapeXml(show.title)}</title><link>${DEMO_HOST}/</link><description>${escapeXml(show.description)}</description><itunes:author>${escapeXml(show.author)}</itunes:author>${items.join('')}</channel></rss>`;
}
