import type { BrandColorMode } from '../render/brand-icons.tsx';
import { SegmentedField } from './fields.tsx';

const options = [
  { value: 'brand', label: 'Brand colours' },
  { value: 'custom', label: 'One colour' },
] as const satisfies readonly { value: BrandColorMode; label: string }[];

/** Brand colours or one colour (`BRAND_COLOR_MODES`), for rows of brand logos. */
export function BrandColorModeField({ value, onChange }: { value: BrandColorMode; onChange: (mode: BrandColorMode) => void }) {
  return <SegmentedField label="Colours" value={value} options={options} onChange={onChange} />;
}
