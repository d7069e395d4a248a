import { NumberField } from '@tessera/sdk/editor';
import { numberOrEmpty, numberOrUnset, type NodeStyleEditor } from './use-node-style.ts';

const SIDES = ['Top', 'Right', 'Bottom', 'Left'] as const;

/** Padding and margin per side in px; margins may be negative, as the style schema allows. */
export function SpacingFields({ editor }: { editor: NodeStyleEditor }) {
  const field = (kind: 'Padding' | 'Margin', side: (typeof SIDES)[number]) => {
    const name = `${kind}${side}` as const;
    const bounds = kind === 'Padding' ? { min: 0, max: 2000 } : { min: -300, max: 2000 };
    return (
      <NumberField
        key={name}
        label={editor.label(`${kind} ${side.toLowerCase()}`, name)}
        type="integer"
        {...bounds}
        suffix="px"
        value={numberOrEmpty(editor.value(name))}
        onChange={(value) => editor.set({ [name]: numberOrUnset(value) })}
      />
    );
  };
  return (
    <>
      <div className="style-grid">{SIDES.map((side) => field('Padding', side))}</div>
      <div className="style-grid">{SIDES.map((side) => field('Margin', side))}</div>
    </>
  );
}
