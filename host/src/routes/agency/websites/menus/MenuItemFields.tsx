import { unpublishedTargetOf, type FieldErrors, type Page } from '@tessera/core';
import { FormRow, TextField } from '../../../../ui/FormRow.tsx';
import { linkKind, type ItemDraft, type LinkKind } from './menu-draft.ts';

interface MenuItemFieldsProps {
  /** Unique among the menu's items: "1" or "1.2". */
  number: string;
  /** Where its errors are: "items.0" or "items.0.children.1". */
  errorPath: string;
  item: ItemDraft;
  pages: Page[];
  errors: FieldErrors;
  onChange(item: ItemDraft): void;
}

/** One menu item's label and link: a page, a section (of a page or of the page showing the menu), or an address. */
export function MenuItemFields({ number, errorPath, item, pages, errors, onChange }: MenuItemFieldsProps) {
  const id = `menu-item-${number.replace('.', '-')}`;
  const kind = linkKind(item);
  const error = (key: string) => errors[`${errorPath}.${key}`]?.[0];
  const unpublished = unpublishedTargetOf(item, pages);
  const setKind = (next: LinkKind) =>
    onChange({
      ...item,
      page_id: next === 'url' ? null : (item.page_id ?? (next === 'page' ? (pages[0]?.id ?? null) : null)),
      section_id: next === 'section' ? item.section_id || 'section-' : '',
      url: next === 'url' ? item.url : '',
    });
  return (
    <div className="form-field__grid">
      <TextField id={`${id}-label`} label={`Label of item ${number}`} value={item.label} onValue={(label) => onChange({ ...item, label })} error={error('label')} />
      <FormRow id={`${id}-kind`} label={`Link of item ${number}`}>
        <select id={`${id}-kind`} className="input" value={kind} onChange={(event) => setKind(event.target.value as LinkKind)}>
          <option value="page">A page</option>
          <option value="section">A section</option>
          <option value="url">An address</option>
        </select>
      </FormRow>
      {kind !== 'url' ? (
        <FormRow id={`${id}-page`} label={`Page of item ${number}`} error={error('page_id')}>
          <select
            id={`${id}-page`}
            className="input"
            value={item.page_id ?? ''}
            onChange={(event) => onChange({ ...item, page_id: event.target.value ? Number(event.target.value) : null })}
          >
            {kind === 'section' ? <option value="">The page showing the menu</option> : null}
            {pages.map((page) => (
              <option key={page.id} value={page.id}>
                {page.name}
              </option>
            ))}
          </select>
        </FormRow>
      ) : null}
      {kind === 'section' ? (
        <TextField id={`${id}-section`} label={`Section of item ${number}`} value={item.section_id} onValue={(section_id) => onChange({ ...item, section_id })} error={error('section_id')} />
      ) : null}
      {kind === 'url' ? (
        <TextField id={`${id}-url`} label={`Address of item ${number}`} value={item.url} onValue={(url) => onChange({ ...item, url })} error={error('url')} />
      ) : null}
      {unpublished ? (
        <p className="notice notice--warning menu-item__unpublished" id={`${id}-unpublished`}>
          <strong>Not published yet:</strong> {unpublished.name} ({unpublished.is_home ? '/' : `/${unpublished.unique_name}`}) answers “page not found” on the live site until it is published
          (Publish site on the Pages screen).
        </p>
      ) : null}
      <label className="check">
        <input type="checkbox" checked={item.new_window} onChange={(event) => onChange({ ...item, new_window: event.target.checked })} />
        <span>Open in a new tab</span>
      </label>
    </div>
  );
}
