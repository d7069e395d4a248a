import { useEditorServices } from './editor-context.tsx';
import { SelectField } from './fields.tsx';

interface SiteItemFieldProps {
  /** What the element shows of the website: one of its forms or one of its menus. */
  kind: 'form' | 'menu';
  label: string;
  /** The chosen id, null for none. */
  value: number | null;
  onChange: (value: number | null) => void;
  /** The choice of none, saying what the element shows then, e.g. "None: this element’s own fields". */
  noneLabel: string;
  /** Said while one is chosen. */
  hint?: string;
}

/**
 * Picks one of the website's forms or menus (EditorServices.forms / .menus), keeps a deleted
 * one selectable by name so the choice is visible, and links to where the dashboard builds them.
 */
export function SiteItemField({ kind, label, value, onChange, noneLabel, hint }: SiteItemFieldProps) {
  const services = useEditorServices();
  const items = (kind === 'form' ? services.forms : services.menus) ?? [];
  const link = services.dashboardLinks?.[kind === 'form' ? 'forms' : 'menus'];
  const gone = value !== null && !items.some((item) => item.id === value);
  const options = [{ value: 0, label: noneLabel }, ...items.map((item) => ({ value: item.id, label: item.name })), ...(gone ? [{ value, label: `A deleted ${kind}` }] : [])];
  return (
    <>
      <SelectField label={label} value={value ?? 0} options={options} onChange={(id) => onChange(id || null)} hint={value !== null ? hint : undefined} />
      {link ? (
        <p className="ts-field__hint">
          <a href={link} target="_blank" rel="noreferrer">
            {items.length ? `Create or edit ${kind}s in the dashboard` : `This website has no ${kind}s yet: create one in the dashboard`}
          </a>
        </p>
      ) : null}
    </>
  );
}
