import { BUTTON_THEMES } from '@tessera/core';
import type { ButtonOption } from '../options/button-option.ts';
import { FontFamilyField, FontSizeField } from './common-fields.tsx';
import { useEditorServices } from './editor-context.tsx';
import { ColorField, SegmentedField, SelectField, TextField } from './fields.tsx';
import { IconField } from './IconField.tsx';
import { ToggleField } from './ToggleField.tsx';

const BRAND_HINT = 'Empty: the brand kit’s colour';

/** The fields of a button option (spec §3), the same for every element that has a button. */
export function ButtonOptionFields({ value, onChange, withLink = true }: { value: ButtonOption; onChange: (value: ButtonOption) => void; withLink?: boolean }) {
  const { pages, popups, sitePaths = [] } = useEditorServices();
  const linkedPath = value.PageId === null ? sitePaths.find((entry) => entry.path === value.CustomLink)?.path : undefined;
  /** A page by id, or a site address (the blog, the episodes) kept as the custom link; leaving such an address clears the link. */
  const pickLink = (picked: number | string) => {
    if (typeof picked === 'string') return onChange({ ...value, PageId: null, CustomLink: picked });
    onChange({ ...value, PageId: picked || null, CustomLink: linkedPath ? '' : value.CustomLink });
  };
  const set = <K extends keyof ButtonOption>(key: K) => (next: ButtonOption[K]) => onChange({ ...value, [key]: next });
  return (
    <div className="ts-button-fields">
      <TextField label="Button text" value={value.Text} onChange={set('Text')} />
      <TextField label="Button sub text" value={value.SubText} onChange={set('SubText')} />
      <ColorField label="Button colour" hint={BRAND_HINT} value={value.ButtonBackgroundColor} onChange={set('ButtonBackgroundColor')} />
      <ColorField label="Button text colour" hint={BRAND_HINT} value={value.TextColor} onChange={set('TextColor')} />
      <ColorField label="Button hover colour" hint={BRAND_HINT} value={value.HoverButtonBackgroundColor || value.ButtonBackgroundColor} onChange={set('HoverButtonBackgroundColor')} />
      <FontSizeField label="Button font size" value={value.FontSize} onChange={set('FontSize')} />
      <FontSizeField label="Button font size on mobile" value={value.MobileFontSize} onChange={set('MobileFontSize')} />
      <FontFamilyField label="Button font" brand value={value.FontFamily} onChange={set('FontFamily')} />
      <SegmentedField label="Button width" value={value.Width} options={[{ value: 'auto', label: 'Auto' }, { value: 'fill', label: 'Fill' }]} onChange={set('Width')} />
      <SegmentedField
        label="Button alignment"
        value={value.Alignment}
        options={[{ value: 'left', label: 'Left' }, { value: 'center', label: 'Center' }, { value: 'right', label: 'Right' }]}
        onChange={set('Alignment')}
      />
      <SelectField
        label="Button corners"
        value={value.Theme}
        options={[{ value: '', label: value.BorderRadius === null ? 'Brand kit' : 'Custom radius' }, ...BUTTON_THEMES.map((t) => ({ value: t, label: t }))]}
        onChange={set('Theme')}
      />
      <IconField label="Button icon" value={value.Icon} onChange={set('Icon')} />
      {withLink ? (
        <>
          <SegmentedField
            label="On click"
            value={value.ActionType}
            options={[{ value: 'other', label: 'Open link' }, { value: 'popup', label: 'Open popup' }]}
            onChange={set('ActionType')}
          />
          {value.ActionType === 'other' ? (
            <>
              <SelectField<number | string>
                label="Link to page"
                value={value.PageId ?? linkedPath ?? 0}
                options={[{ value: 0, label: 'No page' }, ...pages.map((p) => ({ value: p.id, label: p.name })), ...sitePaths.map((entry) => ({ value: entry.path, label: entry.name }))]}
                onChange={pickLink}
              />
              <TextField label="Link address" value={value.CustomLink} onChange={set('CustomLink')} placeholder="https://…" />
              <ToggleField label="Open in a new window" value={value.OpenInNewWindow} onChange={set('OpenInNewWindow')} />
            </>
          ) : popups ? (
            <SelectField
              label="Popup to open"
              value={value.PopupId}
              options={[
                { value: '', label: 'Choose a popup' },
                ...popups.map((p) => ({ value: p.id, label: p.name })),
                ...(value.PopupId && !popups.some((p) => p.id === value.PopupId) ? [{ value: value.PopupId, label: 'A popup that no longer exists' }] : []),
              ]}
              onChange={set('PopupId')}
            />
          ) : (
            <TextField label="Popup id" value={value.PopupId} onChange={set('PopupId')} />
          )}
        </>
      ) : null}
    </div>
  );
}
