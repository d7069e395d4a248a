import { ButtonOptionFields } from '../editor/ButtonOptionFields.tsx';
import { FontFamilyField, FontSizeField } from '../editor/common-fields.tsx';
import { ColorField, SegmentedField, TextField } from '../editor/fields.tsx';
import { ToggleField } from '../editor/ToggleField.tsx';
import { FEATURE_TITLE_TAGS, type FeatureTextProps, type OptionalButtonProps } from './feature-text.ts';

const tagOptions = FEATURE_TITLE_TAGS.map((tag) => ({ value: tag, label: tag.toUpperCase() }));

/** The fields of `featureTextFields` except the description, which is edited in place on the canvas. */
export function FeatureTextFields({ value, onChange }: { value: FeatureTextProps; onChange: (patch: Partial<FeatureTextProps>) => void }) {
  return (
    <>
      <TextField label="Title" value={value.title} onChange={(title) => onChange({ title })} />
      <SegmentedField label="Title heading level" value={value.titleTag} options={tagOptions} onChange={(titleTag) => onChange({ titleTag })} />
      <ColorField label="Title colour" hint="Empty: the brand kit’s colour" value={value.titleColor} onChange={(titleColor) => onChange({ titleColor })} />
      <FontSizeField label="Title size" value={value.titleSize} onChange={(titleSize) => onChange({ titleSize })} />
      <FontFamilyField label="Font" brand value={value.fontFamily} onChange={(fontFamily) => onChange({ fontFamily })} />
      <ColorField label="Description colour" value={value.descriptionColor} onChange={(descriptionColor) => onChange({ descriptionColor })} />
      <FontSizeField label="Description size" value={value.descriptionSize} onChange={(descriptionSize) => onChange({ descriptionSize })} />
    </>
  );
}

/** "Show a button" and, when on, the button's fields (`optionalButtonFields`). */
export function OptionalButtonFields({ value, onChange }: { value: OptionalButtonProps; onChange: (patch: Partial<OptionalButtonProps>) => void }) {
  return (
    <>
      <ToggleField label="Show a button" value={value.showButton} onChange={(showButton) => onChange({ showButton })} />
      {value.showButton ? <ButtonOptionFields value={value.button} onChange={(button) => onChange({ button })} /> : null}
    </>
  );
}
