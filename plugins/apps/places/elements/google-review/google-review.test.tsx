import { checkProps, defaultProps, loadPanel, renderElement } from '@tessera/sdk/testing';
import { describe, expect, it } from 'vitest';
import googleReview from './index.ts';

const review = (n: number, rating: number, day: number) => ({
  id: `places/p1/reviews/${n}`,
  author: `Author ${n}`,
  author_photo: n === 1 ? 'https://lh3.googleusercontent.com/a/1' : '',
  author_url: '',
  rating,
  text: `Review <${n}>`,
  published_at: `2026-10-${String(day).padStart(2, '0')}T09:00:00Z`,
});
const place = (id: number, name: string, rating: number | null, count: number | null) => ({
  id,
  name,
  address: '1 Market Street',
  maps_url: 'https://maps.google.com/?cid=7',
  rating,
  review_count: count,
  reviews: [review(1, 5, 3), review(2, 3, 9), review(3, 4, 6), review(4, 5, 1)],
});
const site = { appData: { places: { places: [place(1, 'First Bakery', 4.26, 57), place(2, 'New Shop', null, 0)] } } };
const namesIn = (html: string) => [...html.matchAll(/itemType="https:\/\/schema\.org\/Person">(?:<img[^>]*>)?<span itemProp="name">([^<]+)</g)].map((match) => match[1]);

describe('google review element', () => {
  it('shows the rating as schema.org AggregateRating, with the newest reviews rated at least the lowest rating shown', () => {
    const html = renderElement(googleReview, { heading: 'Reviews', count: 2, min_rating: 4 }, { site });
    expect(html).toContain('<h2 class="ts-google-review__heading">Reviews</h2>');
    expect(html).toContain('itemType="https://schema.org/LocalBusiness"');
    expect(html).toContain('<span class="ts-google-review__value" itemProp="ratingValue">4.3</span>');
    expect(html).toContain('<span itemProp="reviewCount">57</span>');
    expect(html).toContain('role="img" aria-label="Rated 4.3 out of 5" style="--ts-rating:85.2%"');
    expect(namesIn(html)).toEqual(['Author 3', 'Author 1']);
    expect(html).toContain('Review &lt;3&gt;');
    expect(html).toContain('<time class="ts-google-review__date" dateTime="2026-10-06T09:00:00Z" itemProp="datePublished">October 6, 2026</time>');
    expect(html).toContain('href="https://maps.google.com/?cid=7"');
    expect(html).not.toMatch(/<script|<iframe/);
  });

  it('shows the reviews chosen by hand in their order, whatever their rating', () => {
    const html = renderElement(googleReview, { place: 1, count: 5, min_rating: 5, chosen: ['places/p1/reviews/2', 'missing', 'places/p1/reviews/4'] }, { site });
    expect(namesIn(html)).toEqual(['Author 2', 'Author 4']);
  });

  it('shows a place without reviews as such, and nothing for a place the website does not show', () => {
    const fresh = renderElement(googleReview, { place: 2 }, { site });
    expect(fresh).toContain('No reviews yet');
    expect(fresh).not.toContain('AggregateRating');
    expect(renderElement(googleReview, { place: 9 }, { site })).toBe('');
    expect(renderElement(googleReview, { place: 9 }, { site, mode: 'canvas' })).toContain('once it is shown on this website');
    expect(namesIn(renderElement(googleReview, { count: 0 }, { site }))).toEqual([]);
  });

  it('refuses bad settings with the field path, and its panel loads', async () => {
    expect(defaultProps(googleReview)).toEqual({ heading: '', place: null, count: 3, min_rating: 4, chosen: [] });
    const result = checkProps(googleReview, { count: 6, min_rating: 0, place: 0, chosen: Array.from({ length: 6 }, (_, i) => String(i)) });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['chosen', 'count', 'min_rating', 'place']);
    expect(typeof (await loadPanel(googleReview))).toBe('function');
  });
});
