import type { TemplateCategoryKind } from '@tessera/core';
import { usePublishedTemplateCategories } from '../../../api/template-categories-api.ts';
import { FormRow } from '../../../ui/FormRow.tsx';

/** Templates as the filter sees them: each names its category by label. */
interface Categorised {
  category: string;
}

/** The templates of the chosen category ('' for all). */
export const inCategory = <T extends Categorised>(templates: readonly T[], category: string): T[] => (category ? templates.filter((template) => template.category === category) : [...templates]);

/**
 * A "Category" picker above a template picker: the published categories that hold templates,
 * each with its count. Shown only once there is a category to pick.
 */
export function TemplateCategoryFilter({ id, kind, value, onChange }: { id: string; kind: TemplateCategoryKind; value: string; onChange(category: string): void }) {
  const categories = (usePublishedTemplateCategories(kind).data ?? []).filter((category) => category.templates_count > 0);
  if (categories.length === 0) return null;
  const total = categories.reduce((sum, category) => sum + category.templates_count, 0);
  return (
    <FormRow id={id} label="Category">
      <select id={id} className="input" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">All categories ({total})</option>
        {categories.map((category) => (
          <option key={category.id} value={category.name}>
            {category.name} ({category.templates_count})
          </option>
        ))}
      </select>
    </FormRow>
  );
}
