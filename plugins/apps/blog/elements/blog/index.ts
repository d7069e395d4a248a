import { defineElement, MOBILE_QUERY } from '@tessera/sdk';
import { BlogRender } from './Render.tsx';
import { blogElementProps, type BlogElementProps } from './schema.ts';

/** Blog (spec §1 misc): the website's newest published posts as cards. */
export default defineElement<BlogElementProps>({
  id: 'blog',
  version: '1.0.0',
  label: 'Blog',
  category: 'misc',
  // Free, as the blog app is: every website may show its posts.
  premium: false,
  icon: 'newspaper',
  props: blogElementProps,
  Render: BlogRender,
  Panel: () => import('./Panel.tsx'),
  baseCss:
    '.ts-blog-posts{padding:8px 0}' +
    '.ts-blog-posts__heading{margin:0 0 16px;font-size:28px}' +
    '.ts-blog-posts__items{list-style:none;margin:0;padding:0;display:grid;gap:24px}' +
    '.ts-blog-posts--grid .ts-blog-posts__items{grid-template-columns:repeat(auto-fill,minmax(260px,1fr))}' +
    '.ts-blog-posts--list .ts-blog-posts__item{display:grid;grid-template-columns:240px 1fr;gap:20px;align-items:start}' +
    '.ts-blog-posts--masonry .ts-blog-posts__items{display:block;columns:3 260px;column-gap:24px}' +
    '.ts-blog-posts--masonry .ts-blog-posts__item{break-inside:avoid;margin-bottom:24px}' +
    '.ts-blog-posts--carousel .ts-blog-posts__items{grid-auto-flow:column;grid-auto-columns:minmax(260px,80%);overflow-x:auto;scroll-snap-type:x mandatory;padding-bottom:8px}' +
    '.ts-blog-posts--carousel .ts-blog-posts__item{scroll-snap-align:start}' +
    '@media (min-width:768px){.ts-blog-posts--carousel .ts-blog-posts__items{grid-auto-columns:minmax(260px,31%)}}' +
    '.ts-blog-posts__item{display:grid;gap:12px;align-content:start}' +
    '.ts-blog-posts__image img{display:block;width:100%;height:auto;aspect-ratio:16/9;object-fit:cover;border-radius:8px}' +
    '.ts-blog-posts__body{display:grid;gap:8px;min-width:0}' +
    '.ts-blog-posts__title{margin:0;font-size:20px}' +
    '.ts-blog-posts__title a{color:inherit}' +
    '.ts-blog-posts__meta{margin:0;font-size:14px;color:#4b5563}' +
    '.ts-blog-posts__excerpt{margin:0;display:-webkit-box;-webkit-line-clamp:3;-webkit-box-orient:vertical;overflow:hidden}' +
    '.ts-blog-posts__all{margin:16px 0 0}' +
    '.ts-blog-posts__placeholder{display:flex;align-items:center;justify-content:center;gap:12px;min-height:120px;background:#f3f4f6;border:1px dashed #d1d5db;color:#4b5563}' +
    `${MOBILE_QUERY}{.ts-blog-posts--list .ts-blog-posts__item{grid-template-columns:1fr}}`,
});
