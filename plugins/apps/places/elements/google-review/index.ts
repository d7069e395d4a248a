import { defineElement, MOBILE_QUERY } from '@tessera/sdk';
import { GoogleReviewRender } from './Render.tsx';
import { googleReviewProps, type GoogleReviewProps } from './schema.ts';

// Five stars drawn with text: the gold layer is clipped to the rating, so no image or script is needed.
const STARS = "'\\2605\\2605\\2605\\2605\\2605'";

/** Google Review (spec §1 misc): a business's rating and its chosen reviews. */
export default defineElement<GoogleReviewProps>({
  id: 'google-review',
  version: '1.0.0',
  label: 'Google Review',
  category: 'misc',
  // Premium with the Places app.
  premium: false,
  icon: 'star',
  props: googleReviewProps,
  Render: GoogleReviewRender,
  Panel: () => import('./Panel.tsx'),
  baseCss:
    '.ts-google-review{padding:8px 0}' +
    '.ts-google-review__heading{margin:0 0 16px;font-size:28px}' +
    '.ts-google-review__summary{display:flex;flex-wrap:wrap;align-items:baseline;gap:4px 16px;margin-bottom:16px}' +
    '.ts-google-review__name{margin:0;font-size:20px;font-weight:600}' +
    '.ts-google-review__rating{display:flex;align-items:center;gap:8px;margin:0}' +
    '.ts-google-review__value{font-size:20px;font-weight:700}' +
    '.ts-google-review__count{margin:0;color:#4b5563}' +
    `.ts-google-review__stars{position:relative;display:inline-block;font-size:18px;line-height:1;letter-spacing:2px;color:#d1d5db}.ts-google-review__stars::before{content:${STARS}}` +
    `.ts-google-review__stars::after{content:${STARS};position:absolute;left:0;top:0;width:var(--ts-rating);overflow:hidden;white-space:nowrap;color:#b45309}` +
    '.ts-google-review__list{list-style:none;margin:0;padding:0;display:grid;gap:16px;grid-template-columns:repeat(auto-fill,minmax(260px,1fr))}' +
    '.ts-google-review__review{display:grid;gap:6px;align-content:start;padding:16px;border:1px solid #e5e7eb;border-radius:8px}' +
    '.ts-google-review__author{display:flex;align-items:center;gap:10px;margin:0;font-weight:600}' +
    '.ts-google-review__photo{border-radius:50%;object-fit:cover}' +
    '.ts-google-review__date{color:#4b5563;font-size:14px}' +
    '.ts-google-review__text{margin:0;line-height:1.5}' +
    '.ts-google-review__source{margin:16px 0 0;font-size:14px}' +
    '.ts-google-review__placeholder{display:flex;align-items:center;justify-content:center;gap:12px;min-height:120px;padding:16px;background:#f3f4f6;border:1px dashed #d1d5db;color:#4b5563}' +
    `${MOBILE_QUERY}{.ts-google-review__list{grid-template-columns:1fr}}`,
});
