import { compileScopedCss, CONTENT_WIDTHS, FONT_FAMILIES, PAGE_CUSTOM_CSS_MAX, PAGE_SCOPE, type ContentWidth, type PageSettings } from '@tessera/core';
import { SelectField } from '@tessera/sdk/editor';
import { useId } from 'react';
import { useDesigner, useDesignerStore } from '../designer-context.tsx';
import { OptionalColorField } from '../inspector/style/OptionalColorField.tsx';

const NO_SETTINGS: PageSettings = {};

const FONT_OPTIONS = [{ value: '', label: 'Theme default' }, ...FONT_FAMILIES.map((family) => ({ value: family, label: family }))];
const WIDTH_OPTIONS = [
  { value: '', label: 'Standard (1170px)' },
  ...(Object.keys(CONTENT_WIDTHS) as ContentWidth[]).map((width) => {
    const px = CONTENT_WIDTHS[width];
    return { value: width, label: px === null ? 'Full width' : `${width.charAt(0).toUpperCase()}${width.slice(1)} (${px}px)` };
  }),
];

/**
 * The page's global settings (spec §2): font, text and link colours, background, the default
 * content width of its sections, and custom CSS. The custom CSS applies inside the page only
 * (every selector is put under .ts-page) and anything that could load files, run code or
 * leave the style sheet is refused with a message; what is refused is never applied.
 */
export function PageSettingsPanel() {
  const store = useDesignerStore();
  const settings = useDesigner((s) => s.document.settings ?? NO_SETTINGS);
  const cssId = useId();
  const set = (patch: Partial<Record<keyof PageSettings, unknown>>) => store.getState().updatePageSettings(patch);
  const css = settings.CustomCss ?? '';
  const check = css ? compileScopedCss(css, PAGE_SCOPE) : null;
  return (
    <section className="designer-page-settings" aria-label="Page settings" data-testid="page-settings">
      <SelectField label="Font" value={settings.FontFamily ?? ''} options={FONT_OPTIONS} onChange={(value) => set({ FontFamily: value || undefined })} />
      <OptionalColorField label="Text colour" value={settings.TextColor} onChange={(TextColor) => set({ TextColor })} />
      <OptionalColorField label="Link colour" value={settings.LinkColor} onChange={(LinkColor) => set({ LinkColor })} />
      <OptionalColorField label="Background colour" value={settings.BackgroundColor} onChange={(BackgroundColor) => set({ BackgroundColor })} />
      <SelectField
        label="Default content width"
        value={settings.ContentWidth ?? ''}
        options={WIDTH_OPTIONS}
        onChange={(value) => set({ ContentWidth: value || undefined })}
      />
      <div className="ts-field">
        <label className="ts-field__label" htmlFor={cssId}>
          Custom CSS
        </label>
        <textarea
          id={cssId}
          className="ts-input designer-page-settings__css"
          rows={10}
          spellCheck={false}
          maxLength={PAGE_CUSTOM_CSS_MAX}
          value={css}
          placeholder={'h2 { letter-spacing: .02em }\n.ts-button { text-transform: uppercase }'}
          aria-describedby={`${cssId}-hint`}
          aria-invalid={check !== null && !check.ok}
          onChange={(event) => set({ CustomCss: event.target.value || undefined })}
        />
        <p id={`${cssId}-hint`} className="ts-field__hint">
          Applies to this page only; every rule is put under <code>.ts-page</code>. No @import, url(), expression(), javascript: or backslashes.
        </p>
        {check && !check.ok ? (
          <p className="designer-page-settings__error" role="alert" data-testid="custom-css-error">
            Not applied: {check.message}
          </p>
        ) : null}
      </div>
    </section>
  );
}
