import type { ElementPanelProps } from '@tessera/sdk';
import { ColorField, NumberField, SegmentedField, TextAreaField, TextField, ToggleField } from '@tessera/sdk/editor';
import { ALIGNMENTS, ICON_SIZE, RADIUS, SPACING, type SocialSharingProps } from './schema.ts';
import { SHARE_LABELS, SHARE_TARGETS, type ShareTarget } from './share-urls.ts';

const capital = (word: string) => word[0]!.toUpperCase() + word.slice(1);

export default function SocialSharingPanel({ props, onChange }: ElementPanelProps<SocialSharingProps>) {
  // Buttons keep the catalogue's order, whatever order they were switched on in.
  const toggle = (target: ShareTarget, on: boolean) =>
    onChange({ networks: SHARE_TARGETS.filter((t) => (t === target ? on : props.networks.includes(t))) });
  return (
    <>
      <div role="group" aria-label="Share buttons">
        {SHARE_TARGETS.map((target) => (
          <ToggleField
            key={target}
            label={target === 'copy' ? 'Copy link button' : `Share on ${SHARE_LABELS[target]}`}
            value={props.networks.includes(target)}
            onChange={(on) => toggle(target, on)}
          />
        ))}
      </div>
      <ToggleField label="Show labels beside the icons" value={props.showLabels} onChange={(showLabels) => onChange({ showLabels })} />
      <TextField
        label="Address to share"
        value={props.shareUrl}
        onChange={(shareUrl) => onChange({ shareUrl })}
        placeholder="https://…"
        hint="Leave empty to share the page the visitor is on."
      />
      <TextAreaField
        label="Text to share with the link"
        value={props.shareText}
        onChange={(shareText) => onChange({ shareText })}
        hint="Used by X, WhatsApp, Pinterest and e-mail. Leave empty to use the page title."
      />
      <SegmentedField
        label="Colours"
        value={props.colorMode}
        options={[
          { value: 'brand', label: 'Brand colours' },
          { value: 'custom', label: 'One colour' },
        ]}
        onChange={(colorMode) => onChange({ colorMode })}
      />
      {props.colorMode === 'custom' ? <ColorField label="Button colour" value={props.color} onChange={(color) => onChange({ color })} /> : null}
      <ColorField label="Icon and label colour" value={props.textColor} onChange={(textColor) => onChange({ textColor })} />
      <NumberField
        label="Icon size"
        unit="px"
        type="integer"
        min={ICON_SIZE.min}
        max={ICON_SIZE.max}
        suffix="px"
        value={props.iconSize}
        onChange={(iconSize) => iconSize !== '' && onChange({ iconSize })}
      />
      <NumberField
        label="Button corner radius"
        unit="px"
        type="integer"
        min={RADIUS.min}
        max={RADIUS.max}
        suffix="px"
        value={props.radius}
        onChange={(radius) => radius !== '' && onChange({ radius })}
      />
      <NumberField
        label="Space between buttons"
        unit="px"
        type="integer"
        min={SPACING.min}
        max={SPACING.max}
        suffix="px"
        value={props.spacing}
        onChange={(spacing) => spacing !== '' && onChange({ spacing })}
      />
      <SegmentedField
        label="Alignment"
        value={props.alignment}
        options={ALIGNMENTS.map((alignment) => ({ value: alignment, label: capital(alignment) }))}
        onChange={(alignment) => onChange({ alignment })}
      />
    </>
  );
}
