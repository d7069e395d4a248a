import { z } from '@tessera/sdk';
import { reviewSchema, type Review } from '../../place-schemas.ts';

/** The map service gives at most five reviews of a place. */
export const GOOGLE_REVIEW_MAX = 5;

export const googleReviewProps = z.object({
  heading: z.string().max(200).default(''),
  /** The agency's place (its id in the app); null shows the first place the website shows. */
  place: z.number().int().positive().nullable().default(null),
  count: z.number().int().min(0).max(GOOGLE_REVIEW_MAX).default(3),
  /** Reviews rated lower are left out. */
  min_rating: z.number().int().min(1).max(5).default(4),
  /** The reviews chosen by hand (their ids), in this order; empty shows the newest that qualify. */
  chosen: z.array(z.string().max(400)).max(GOOGLE_REVIEW_MAX).default([]),
});
export type GoogleReviewProps = z.infer<typeof googleReviewProps>;

export type ShownReview = Review;

/** What the places app tells its elements about a website: the places it shows, as last read. */
export const placeSiteData = z.object({
  places: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      address: z.string(),
      maps_url: z.string(),
      rating: z.number().nullable(),
      review_count: z.number().nullable(),
      reviews: z.array(reviewSchema),
    }),
  ),
});
export type PlaceSiteData = z.infer<typeof placeSiteData>;

/** The reviews an element shows: the chosen ones in their order, else the newest rated at least `min_rating`. */
export function shownReviews(reviews: readonly ShownReview[], props: Pick<GoogleReviewProps, 'count' | 'min_rating' | 'chosen'>): ShownReview[] {
  if (props.chosen.length > 0) {
    return props.chosen.flatMap((id) => reviews.filter((entry) => entry.id === id)).slice(0, props.count);
  }
  const newestFirst = [...reviews].sort((a, b) => (b.published_at ?? '').localeCompare(a.published_at ?? ''));
  return newestFirst.filter((entry) => entry.rating >= props.min_rating).slice(0, props.count);
}
