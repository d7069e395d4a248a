import { FONT_FAMILIES, FONT_SIZES, FONT_WEIGHTS, LINE_HEIGHTS } from '@tessera/core';
import { ColorField, SegmentedField, SelectField } from '../editor/fields.tsx';
import { NumberField } from '../editor/NumberField.tsx';
import { MAX_LETTER_SPACING, MIN_LETTER_SPACING, TEXT_ALIGNMENTS, type Typography } from './typography-schema.ts';

const alignmentOptions = TEXT_ALIGNMENTS.map((alignment) => ({ value: alignment, label: alignment[0]!.toUpperCase() + alignment.slice(1) }));
const familyOptions = FONT_FAMILIES.map((family) => ({ value: family, label: family }));
const sizeOptions = FONT_SIZES.map((size) => ({ value: size, label: `${size}px` }));
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
      <SegmentedField label="Alignment" value={value.alignment} options={alignmentOptions} onChange={(alignment) => onChange({ alignment })} />
      <ColorField label="Colour" value={value.color} onChange={(color) => onChange({ color })} />
      <SelectField label="Font family" value={value.fontFamily} options={familyOptions} onChange={(fontFamily) => onChange({ fontFamily })} />
      <SelectField label="Font size" value={value.fontSize} options={sizeOptions} onChange={(fontSize) => onChange({ fontSize })} />
      <SelectField
        label="Font size on mobile"
        hint="Below 767px wide"
        value={value.mobileFontSize}
        options={sizeOptions}
        onChange={(mobileFontSize) => onChange({ mobileFontSize })}
      />
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
