import { FONT_FAMILIES, MAX_FONT_SIZE, MIN_FONT_SIZE, type FontFamily } from '@tessera/core';
import { SegmentedField, SelectField, type SelectOption } from './fields.tsx';
import { NumberField } from './NumberField.tsx';

/** Small fields many panels share, so that the same setting reads and behaves the same everywhere. */

/** "left" → "Left": option labels for lists of plain lower-case words. */
export function capitalizedOptions<T extends string>(values: readonly T[]): SelectOption<T>[] {
  return values.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) }));
}

const ALIGNMENTS = ['left', 'center', 'right'] as const;

/** Left / Center / Right (or the element's own list of alignments) as buttons. */
export function AlignmentField<T extends string>({
  label = 'Alignment',
  value,
  onChange,
  options = ALIGNMENTS as readonly string[] as readonly T[],
}: {
  label?: string;
  value: T;
  onChange: (value: T) => void;
  /** The alignments the element offers; left, center and right by default. */
  options?: readonly T[];
}) {
  return <SegmentedField label={label} value={value} options={capitalizedOptions(options)} onChange={onChange} />;
}

/**
 * A whole number of pixels between `min` and `max` (size, radius, spacing…). Clearing the
 * input changes nothing: the element keeps its last size, and the field shows it again.
 */
export function PixelField({ label, value, onChange, min, max, hint }: { label: string; value: number; onChange: (value: number) => void; min: number; max: number; hint?: string }) {
  return (
    <NumberField
      label={label}
      unit="px"
      type="integer"
      min={min}
      max={max}
      required
      value={value}
      hint={hint}
      onChange={(next) => {
        if (next !== '') onChange(next);
      }}
    />
  );
}

const familyOptions = FONT_FAMILIES.map((family) => ({ value: family, label: family }));

/** One of the 22 font families. */
const brandFamilyOptions: SelectOption<FontFamily | ''>[] = [{ value: '', label: 'Brand kit font' }, ...familyOptions];

/**
 * A font family. With `brand` (a prop of `brandFontFamilySchema`), "Brand kit font" ('') comes
 * first: the website's kit decides the font.
 */
export function FontFamilyField<T extends FontFamily | ''>({ label = 'Font family', value, onChange, brand = false }: { label?: string; value: T; onChange: (value: T) => void; brand?: boolean }) {
  return <SelectField label={label} value={value} options={(brand ? brandFamilyOptions : familyOptions) as SelectOption<T>[]} onChange={onChange} />;
}

/** A font size in whole px, 8 to 96 (`MIN_FONT_SIZE`, `MAX_FONT_SIZE`): typed or stepped rather than picked from 89 choices. */
export function FontSizeField({ label = 'Font size', value, onChange, hint }: { label?: string; value: number; onChange: (value: number) => void; hint?: string }) {
  return <PixelField label={label} min={MIN_FONT_SIZE} max={MAX_FONT_SIZE} value={value} hint={hint} onChange={onChange} />;
}
