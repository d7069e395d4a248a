import { describe, expect, it } from 'vitest';
import { filterTemplates } from './gallery-filter.ts';

const templates = [
  { name: 'Cafe Luna', category: 'Food' },
  { name: 'Bistro', category: 'Food' },
  { name: 'Studio', category: 'Business' },
  { name: 'Plain start', category: '' },
];

describe('the template gallery filter', () => {
  it('keeps the templates of the category whose name or category holds every word searched, in any case', () => {
    expect(filterTemplates(templates, 'Food', '').map((t) => t.name)).toEqual(['Cafe Luna', 'Bistro']);
    expect(filterTemplates(templates, '', 'luna CAFE').map((t) => t.name)).toEqual(['Cafe Luna']);
    expect(filterTemplates(templates, '', 'business').map((t) => t.name)).toEqual(['Studio']);
    expect(filterTemplates(templates, 'Business', 'cafe')).toEqual([]);
  });
});
