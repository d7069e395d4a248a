import type { FieldErrors } from '@tessera/core';
import { cardDesigns } from '@tessera/plugins';

const words = (key: string) => {
  const spaced = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced[0]!.toUpperCase() + spaced.slice(1);
};

/**
 * The chosen design's own options. Designs declare them as a schema with defaults; the builder
 * offers the on/off ones as boxes (what the installed designs have), named from their keys.
 */
export function DesignOptionFields({ designId, options, errors, onChange }: { designId: string; options: Record<string, unknown>; errors: FieldErrors; onChange(options: Record<string, unknown>): void }) {
  const design = cardDesigns.find((entry) => entry.id === designId);
  if (!design) return null;
  const defaults = design.schema.parse({}) as Record<string, unknown>;
  const switches = Object.keys(defaults).filter((key) => typeof defaults[key] === 'boolean');
  if (switches.length === 0) return null;
  return (
    <div role="group" aria-label={`${design.label} options`}>
      {switches.map((key) => (
        <label key={key} className="check">
          <input type="checkbox" checked={Boolean(options[key] ?? defaults[key])} onChange={(event) => onChange({ ...options, [key]: event.target.checked })} />
          <span>{words(key)}</span>
          {errors[`options.${key}`]?.[0] ? <span className="form-row__error">{errors[`options.${key}`]![0]}</span> : null}
        </label>
      ))}
    </div>
  );
}
