import { Icon, ICON_NAMES } from '../render/icons.tsx';
import { SelectField } from './fields.tsx';

export function IconField({ label, value, onChange, allowNone = true }: { label: string; value: string; onChange: (value: string) => void; allowNone?: boolean }) {
  const options = [...(allowNone ? [{ value: '', label: 'None' }] : []), ...ICON_NAMES.map((name) => ({ value: name, label: name.replaceAll('-', ' ') }))];
  return (
    <div className="ts-icon-field">
      <SelectField label={label} value={value} options={options} onChange={onChange} />
      {value ? <Icon name={value} size={20} /> : null}
    </div>
  );
}
