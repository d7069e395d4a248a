import type { TemplateCategoryKind } from '@tessera/core';
import { usePublishedTemplateCategories } from '../../api/template-categories-api.ts';
import type { CategoryCount } from './gallery-filter.ts';

/** The gallery's chips: the published categories of one kind that hold templates (a hidden one is not offered), with their counts. */
export function useGalleryCategories(kind: TemplateCategoryKind): CategoryCount[] | undefined {
  return usePublishedTemplateCategories(kind)
    .data?.filter((category) => category.templates_count > 0)
    .map((category) => ({ name: category.name, count: category.templates_count }));
}
