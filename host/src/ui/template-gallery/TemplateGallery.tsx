import { useId, useState } from 'react';
import { FieldNote } from '../FormRow.tsx';
import { PreviewThumbnail } from '../PreviewThumbnail.tsx';
import { SearchBox } from '../SearchBox.tsx';
import { filterTemplates, type CategoryCount } from './gallery-filter.ts';
import { TemplatePreviewDialog } from './TemplatePreviewDialog.tsx';
import '../../styles/template-gallery.css';

/** A template as the gallery shows it. */
export interface GalleryTemplate {
  id: number;
  name: string;
  /** Its category's label, '' for none. */
  category: string;
  /** A line under the name: "3 pages". */
  detail?: string;
  /** The preview-token endpoint its thumbnail is drawn from (see `previewTokenPaths`). */
  tokenPath: string;
  /** Its preview address for a new tab (spec §2 preview routes). */
  previewTo: string;
}

interface TemplateGalleryProps {
  /** The group's name: "Start from". */
  label: string;
  templates: readonly GalleryTemplate[] | undefined;
  /** The chips above the cards: the categories agencies may filter by, with their counts. */
  categories: readonly CategoryCount[] | undefined;
  /** The chosen template's id; null for the blank start. */
  value: number | null;
  onChange(id: number | null): void;
  /** The first card, which starts from nothing: "A blank website". */
  blankLabel: string;
  /** What the templates are, for the search box and the empty list: "templates". */
  noun?: string;
  error?: string | undefined;
}

/**
 * A picture gallery to start from: a blank card, then a card per template drawn from its own
 * preview (loaded only near the screen), filtered by category chips with counts and searched by
 * name. The cards are radio buttons (arrow keys move the choice); each opens a large preview
 * with a button to choose it.
 */
export function TemplateGallery({ label, templates, categories = [], value, onChange, blankLabel, noun = 'templates', error }: TemplateGalleryProps) {
  const name = useId();
  const [category, setCategory] = useState('');
  const [search, setSearch] = useState('');
  const [previewing, setPreviewing] = useState<GalleryTemplate | null>(null);
  const all = templates ?? [];
  const shown = filterTemplates(all, category, search);

  // A choice the filters hide is dropped, so what is created is always what is on screen.
  const narrow = (nextCategory: string, nextSearch: string) => {
    setCategory(nextCategory);
    setSearch(nextSearch);
    if (value !== null && !filterTemplates(all, nextCategory, nextSearch).some((template) => template.id === value)) onChange(null);
  };

  return (
    <fieldset className="template-gallery" aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="template-gallery__legend">{label}</legend>
      <div className="template-gallery__tools">
        {categories.length > 0 ? (
          <div className="template-gallery__chips" role="group" aria-label="Category">
            {[{ name: '', count: all.length }, ...categories].map((each) => (
              <button key={each.name} type="button" className="chip" aria-pressed={category === each.name} onClick={() => narrow(each.name, search)}>
                {each.name || 'All'} ({each.count})
              </button>
            ))}
          </div>
        ) : null}
        <SearchBox label={`Search ${noun}`} value={search} onSearch={(words) => narrow(category, words)} />
      </div>
      <FieldNote id={name} error={error} />
      <ul className="template-gallery__grid">
        <li className="template-card">
          <label className="template-card__choice">
            <input className="template-card__radio" type="radio" name={name} checked={value === null} onChange={() => onChange(null)} aria-label={blankLabel} />
            <span className="template-card__thumb template-card__thumb--blank" aria-hidden="true" />
            <span className="template-card__name">{blankLabel}</span>
          </label>
        </li>
        {shown.map((template) => (
          <li key={template.id} className="template-card">
            <label className="template-card__choice">
              <input
                className="template-card__radio"
                type="radio"
                name={name}
                checked={value === template.id}
                onChange={() => onChange(template.id)}
                aria-label={template.name}
                aria-describedby={`${name}-${template.id}-meta`}
              />
              <span className="template-card__thumb">
                <PreviewThumbnail tokenPath={template.tokenPath} title={`${template.name}, thumbnail`} />
              </span>
              <span className="template-card__name">{template.name}</span>
              <span className="template-card__meta" id={`${name}-${template.id}-meta`}>
                {[template.category, template.detail].filter(Boolean).join(' · ')}
              </span>
            </label>
            <button type="button" className="btn btn--small template-card__preview" aria-label={`Preview ${template.name}`} onClick={() => setPreviewing(template)}>
              Preview
            </button>
          </li>
        ))}
      </ul>
      {templates && shown.length === 0 ? (
        <p className="template-gallery__empty" role="status">
          No {noun} match. Start blank, or clear the search.
        </p>
      ) : null}
      {previewing ? (
        <TemplatePreviewDialog
          template={previewing}
          useLabel="Use this template"
          onClose={() => setPreviewing(null)}
          onUse={() => {
            onChange(previewing.id);
            setPreviewing(null);
          }}
        />
      ) : null}
    </fieldset>
  );
}
