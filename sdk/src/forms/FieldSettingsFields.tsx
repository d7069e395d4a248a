import { INPUT_THEMES } from '@tessera/core/style';
import { ColorField, SegmentedField, SelectField, TextField } from '../editor/fields.tsx';
import { ToggleField } from '../editor/ToggleField.tsx';
import { INPUT_THEME_LABELS, labelChange, type InputTheme } from './field-kit.ts';

/** Panel fields every form-field element shares (Input, Text Area, Dropdown; the theme also Checkbox and Form). */

interface LabelSettings {
  label: string;
  showLabel: boolean;
  name: string;
}

/** Label, whether it shows, and the field name, which follows the label until the user renames it. */
export function FieldLabelFields({ value, onChange }: { value: LabelSettings; onChange: (patch: Partial<LabelSettings>) => void }) {
  return (
    <>
      <TextField label="Label" value={value.label} onChange={(label) => onChange(labelChange(value, label))} />
      <ToggleField label="Show the label" value={value.showLabel} onChange={(showLabel) => onChange({ showLabel })} hint="A hidden label is still read by screen readers." />
      <TextField label="Field name" value={value.name} onChange={(name) => onChange({ name })} hint="The key the answer is sent under." />
    </>
  );
}

const themeOptions = INPUT_THEMES.map((theme) => ({ value: theme, label: INPUT_THEME_LABELS[theme] }));

/** One of the input themes of spec §9, by its readable name. */
export function InputThemeField({ label = 'Input theme', value, onChange }: { label?: string; value: InputTheme; onChange: (theme: InputTheme) => void }) {
  return <SelectField label={label} value={value} options={themeOptions} onChange={onChange} />;
}

interface LookSettings {
  theme: InputTheme;
  width: 'fill' | 'auto';
  labelColor: string;
}

/** Input theme, control width and label colour of a labelled form field. */
export function FieldLookFields({ value, onChange }: { value: LookSettings; onChange: (patch: Partial<LookSettings>) => void }) {
  return (
    <>
      <InputThemeField value={value.theme} onChange={(theme) => onChange({ theme })} />
      <SegmentedField
        label="Input width"
        value={value.width}
        options={[
          { value: 'fill', label: 'Fill' },
          { value: 'auto', label: 'Auto' },
        ]}
        onChange={(width) => onChange({ width })}
      />
      <ColorField label="Label colour" hint="Empty: the brand kit’s colour" value={value.labelColor} onChange={(labelColor) => onChange({ labelColor })} />
    </>
  );
}
