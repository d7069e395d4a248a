import type { ElementPanelProps } from '@tessera/sdk';
import { AlignmentField, BrandColorModeField, ColorField, PixelField, TextAreaField, TextField, ToggleField } from '@tessera/sdk/editor';
import { ALIGNMENTS, ICON_SIZE, RADIUS, SPACING, type SocialSharingProps } from './schema.ts';
import { SHARE_LABELS, SHARE_TARGETS, type ShareTarget } from './share-urls.ts';

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
      <BrandColorModeField value={props.colorMode} onChange={(colorMode) => onChange({ colorMode })} />
      {props.colorMode === 'custom' ? <ColorField label="Button colour" hint="Empty: the brand kit’s colour" value={props.color} onChange={(color) => onChange({ color })} /> : null}
      <ColorField label="Icon and label colour" value={props.textColor} onChange={(textColor) => onChange({ textColor })} />
      <PixelField label="Icon size" {...ICON_SIZE} value={props.iconSize} onChange={(iconSize) => onChange({ iconSize })} />
      <PixelField label="Button corner radius" {...RADIUS} value={props.radius} onChange={(radius) => onChange({ radius })} />
      <PixelField label="Space between buttons" {...SPACING} value={props.spacing} onChange={(spacing) => onChange({ spacing })} />
      <AlignmentField value={props.alignment} options={ALIGNMENTS} onChange={(alignment) => onChange({ alignment })} />
    </>
  );
}
