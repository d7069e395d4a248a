import { Icon, siteDate, useAppSiteData, useSite, type ElementRenderProps } from '@tessera/sdk';
import type { CSSProperties } from 'react';
import { placeSiteData, shownReviews, type GoogleReviewProps } from './schema.ts';

function Stars({ rating }: { rating: number }) {
  const shown = Math.round(rating * 10) / 10;
  return <span className="ts-google-review__stars" role="img" aria-label={`Rated ${shown} out of 5`} style={{ '--ts-rating': `${(rating / 5) * 100}%` } as CSSProperties} />;
}

/**
 * A business's rating, review count and chosen reviews as last read from the map service,
 * drawn on the server with schema.org microdata (LocalBusiness, AggregateRating, Review), so
 * search engines read the rating and visitors' browsers never call the map service.
 */
export function GoogleReviewRender({ props, mode }: ElementRenderProps<GoogleReviewProps>) {
  const data = useAppSiteData('places', placeSiteData);
  const lang = useSite().lang ?? 'en';
  const place = props.place === null ? data?.places[0] : data?.places.find((entry) => entry.id === props.place);
  if (!place) {
    return mode === 'canvas' ? (
      <div className="ts-google-review ts-google-review__placeholder">
        <Icon name="star" size={32} color="#9ca3af" />
        <span>The business&apos;s rating and reviews show here once it is shown on this website (Places).</span>
      </div>
    ) : null;
  }
  const reviews = shownReviews(place.reviews, props);
  return (
    <section className="ts-google-review" aria-label={props.heading || `Reviews of ${place.name}`} itemScope itemType="https://schema.org/LocalBusiness">
      {props.heading ? <h2 className="ts-google-review__heading">{props.heading}</h2> : null}
      <div className="ts-google-review__summary">
        <p className="ts-google-review__name" itemProp="name">
          {place.name}
        </p>
        {place.address ? <meta itemProp="address" content={place.address} /> : null}
        {place.rating !== null && place.review_count ? (
          <p className="ts-google-review__rating" itemProp="aggregateRating" itemScope itemType="https://schema.org/AggregateRating">
            <span className="ts-google-review__value" itemProp="ratingValue">
              {place.rating.toFixed(1)}
            </span>
            <Stars rating={place.rating} />
            <meta itemProp="bestRating" content="5" />
            <span className="ts-google-review__count">
              <span itemProp="reviewCount">{place.review_count}</span> reviews
            </span>
          </p>
        ) : (
          <p className="ts-google-review__count">No reviews yet</p>
        )}
      </div>
      {reviews.length > 0 ? (
        <ul className="ts-google-review__list">
          {reviews.map((review) => (
            <li key={review.id} className="ts-google-review__review" itemProp="review" itemScope itemType="https://schema.org/Review">
              <p className="ts-google-review__author" itemProp="author" itemScope itemType="https://schema.org/Person">
                {review.author_photo ? <img className="ts-google-review__photo" src={review.author_photo} alt="" width={40} height={40} loading="lazy" decoding="async" referrerPolicy="no-referrer" /> : null}
                <span itemProp="name">{review.author || 'A visitor'}</span>
              </p>
              <span itemProp="reviewRating" itemScope itemType="https://schema.org/Rating">
                <meta itemProp="ratingValue" content={String(review.rating)} />
                <Stars rating={review.rating} />
              </span>
              {review.published_at ? (
                <time className="ts-google-review__date" dateTime={review.published_at} itemProp="datePublished">
                  {siteDate(new Date(review.published_at), lang)}
                </time>
              ) : null}
              <p className="ts-google-review__text" itemProp="reviewBody">
                {review.text}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {place.maps_url ? (
        <p className="ts-google-review__source">
          <a href={place.maps_url} target="_blank" rel="noopener noreferrer">
            See all reviews on Google
          </a>
        </p>
      ) : null}
    </section>
  );
}
