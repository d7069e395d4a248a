import { FONT_WEIGHTS, LINE_HEIGHTS } from '@tessera/core';
import { AlignmentField, FontFamilyField, FontSizeField } from '../editor/common-fields.tsx';
import { ColorField, SelectField } from '../editor/fields.tsx';
import { NumberField } from '../editor/NumberField.tsx';
import { MAX_LETTER_SPACING, MIN_LETTER_SPACING, TEXT_ALIGNMENTS, type Typography } from './typography-schema.ts';

const lineHeightOptions = LINE_HEIGHTS.map((height) => ({ value: height, label: String(height) }));
const weightOptions = FONT_WEIGHTS.map((weight) => ({ value: weight.value, label: `${weight.value} · ${weight.label}` }));

export interface TypographyFieldsProps {
  value: Typography;
  /** Receives the changed field alone, so a panel can pass its own `onChange` straight through. */
  onChange: (patch: Partial<Typography>) => void;
}

/** The inspector fields of the typography props (`typographyFields`), the same in every text element. */
export function TypographyFields({ value, onChange }: TypographyFieldsProps) {
  return (
    <div className="ts-typography-fields">
      <AlignmentField value={value.alignment} options={TEXT_ALIGNMENTS} onChange={(alignment) => onChange({ alignment })} />
      <ColorField label="Colour" hint="Empty: the brand kit’s colour" value={value.color} onChange={(color) => onChange({ color })} />
      <FontFamilyField brand value={value.fontFamily} onChange={(fontFamily) => onChange({ fontFamily })} />
      <FontSizeField value={value.fontSize} onChange={(fontSize) => onChange({ fontSize })} />
      <FontSizeField label="Font size on mobile" hint="Below 767px wide" value={value.mobileFontSize} onChange={(mobileFontSize) => onChange({ mobileFontSize })} />
      <SelectField label="Line height" value={value.lineHeight} options={lineHeightOptions} onChange={(lineHeight) => onChange({ lineHeight })} />
      <SelectField label="Font weight" value={value.fontWeight} options={weightOptions} onChange={(fontWeight) => onChange({ fontWeight })} />
      <NumberField
        label="Letter spacing"
        suffix="px"
        min={MIN_LETTER_SPACING}
        max={MAX_LETTER_SPACING}
        value={value.letterSpacing}
        onChange={(letterSpacing) => onChange({ letterSpacing: letterSpacing === '' ? 0 : letterSpacing })}
      />
    </div>
  );
}
