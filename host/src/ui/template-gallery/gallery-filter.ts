/** What the gallery needs of a template to filter it: its name and its category label ('' for none). */
export interface Filterable {
  name: string;
  category: string;
}

/** A category the gallery filters by, with how many templates it holds. */
export interface CategoryCount {
  name: string;
  count: number;
}

/** The templates of `category` ('' for all) whose name or category holds every word searched for. */
export function filterTemplates<T extends Filterable>(templates: readonly T[], category: string, search: string): T[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return templates.filter((template) => {
    if (category && template.category !== category) return false;
    const text = `${template.name} ${template.category}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
