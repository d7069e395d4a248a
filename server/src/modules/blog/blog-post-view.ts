import { pageDocumentSchema, type BlogPost, type BlogPostWithDesign } from '@tessera/core';
import type { BlogPostRow } from '../../db/schema-site-content.ts';

export function toBlogPost(row: BlogPostRow): BlogPost {
  return {
    id: row.id,
    landing_id: row.landing_id,
    title: row.title,
    unique_name: row.unique_name,
    description: row.description,
    image: row.image,
    author: row.author,
    version: row.version,
    published_version: row.published_version,
    published_at: row.published_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toBlogPostWithDesign(row: BlogPostRow): BlogPostWithDesign {
  return { ...toBlogPost(row), design: pageDocumentSchema.parse(row.design) };
}
