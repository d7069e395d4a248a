import type { FieldErrors } from '@tessera/core';
import type { AnyCardDesign, CardDesignPanelProps } from '@tessera/sdk';
import { cardDesigns } from '@tessera/plugins/card-designs';
import { Suspense, useMemo } from 'react';
import { codeOnDemand, type CodeOnDemand } from '../../../../ui/code-on-demand.ts';
import '../../../../styles/fields.css';

const words = (key: string) => {
  const spaced = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced[0]!.toUpperCase() + spaced.slice(1);
};

type Options = Record<string, unknown>;

// One per design, so choosing a design again does not load its panel again.
const panels = new Map<string, CodeOnDemand<CardDesignPanelProps<Options>>>();
function panelOf(design: AnyCardDesign) {
  if (!design.Panel) return null;
  let code = panels.get(design.id);
  if (!code) panels.set(design.id, (code = codeOnDemand(design.Panel)));
  return code.component();
}

/** The server's messages for the design's options ("options.showBio"), by option key. */
function optionErrors(errors: FieldErrors): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors).flatMap(([field, messages]) => (field.startsWith('options.') ? [[field.slice('options.'.length), messages]] : [])));
}

/**
 * The chosen design's own options: its `Panel` when it has one, else the on/off options of its
 * schema as boxes named from their keys.
 */
export function DesignOptionFields({ designId, options, errors, onChange }: { designId: string; options: Options; errors: FieldErrors; onChange(options: Options): void }) {
  const design = cardDesigns.find((entry) => entry.id === designId);
  const Panel = useMemo(() => (design ? panelOf(design) : null), [design]);
  if (!design) return null;
  const defaults = design.schema.parse({}) as Options;
  const current = { ...defaults, ...options };
  if (Panel) {
    return (
      <div id="card-options" role="group" aria-label={`${design.label} options`}>
        <Suspense fallback={<p className="form-row__hint">Loading the design&apos;s options…</p>}>
          <Panel options={current} errors={optionErrors(errors)} onChange={onChange} />
        </Suspense>
      </div>
    );
  }
  const switches = Object.keys(defaults).filter((key) => typeof defaults[key] === 'boolean');
  if (switches.length === 0) return null;
  return (
    <div id="card-options" role="group" aria-label={`${design.label} options`}>
      {switches.map((key) => (
        <label key={key} className="check">
          <input type="checkbox" checked={Boolean(current[key])} onChange={(event) => onChange({ ...options, [key]: event.target.checked })} />
          <span>{words(key)}</span>
          {errors[`options.${key}`]?.[0] ? <span className="form-row__error">{errors[`options.${key}`]![0]}</span> : null}
        </label>
      ))}
    </div>
  );
}
