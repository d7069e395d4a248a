import { BRAND_NAMES, brandLabel, type ElementPanelProps } from '@tessera/sdk';
import { AlignmentField, BrandColorModeField, ColorField, ListField, PixelField, SegmentedField, SelectField, TextField } from '@tessera/sdk/editor';
import { ALIGNMENTS, ICON_SIZE, MAX_PROFILES, NETWORK_HOMES, SHAPES, SPACING, type Profile, type SocialLinkProps } from './schema.ts';

const SHAPE_LABELS: Record<(typeof SHAPES)[number], string> = { none: 'Logo only', circle: 'Circle', rounded: 'Rounded square' };

function ProfileFields({ profile, update }: { profile: Profile; update: (profile: Profile) => void }) {
  return (
    <>
      <SelectField
        label="Network"
        value={profile.network}
        options={BRAND_NAMES.map((name) => ({ value: name, label: brandLabel(name) }))}
        onChange={(network) =>
          // Swap the untouched starting address along with the network; keep anything the user typed.
          update({ network, url: profile.url === NETWORK_HOMES[profile.network] || !profile.url ? NETWORK_HOMES[network] : profile.url })
        }
      />
      <TextField
        label={profile.network === 'email' ? 'E-mail address' : 'Profile address'}
        value={profile.url}
        onChange={(url) => update({ ...profile, url })}
        placeholder={NETWORK_HOMES[profile.network]}
      />
    </>
  );
}

export default function SocialLinkPanel({ props, onChange }: ElementPanelProps<SocialLinkProps>) {
  return (
    <>
      <ListField
        label="Profiles"
        items={props.profiles}
        onChange={(profiles) => onChange({ profiles })}
        create={(): Profile => ({ network: 'instagram', url: NETWORK_HOMES.instagram })}
        addLabel="Add profile"
        itemName="profile"
        max={MAX_PROFILES}
        renderItem={(profile, update) => <ProfileFields profile={profile} update={update} />}
      />
      <PixelField label="Icon size" {...ICON_SIZE} value={props.iconSize} onChange={(iconSize) => onChange({ iconSize })} />
      <SegmentedField
        label="Shape"
        value={props.shape}
        options={SHAPES.map((shape) => ({ value: shape, label: SHAPE_LABELS[shape] }))}
        onChange={(shape) => onChange({ shape })}
      />
      <BrandColorModeField value={props.colorMode} onChange={(colorMode) => onChange({ colorMode })} />
      {props.colorMode === 'custom' ? (
        <ColorField label={props.shape === 'none' ? 'Icon colour' : 'Shape colour'} hint="Empty: the brand kit’s colour" value={props.color} onChange={(color) => onChange({ color })} />
      ) : null}
      {props.shape !== 'none' ? <ColorField label="Logo colour on the shape" value={props.iconColor} onChange={(iconColor) => onChange({ iconColor })} /> : null}
      <PixelField label="Space between icons" {...SPACING} value={props.spacing} onChange={(spacing) => onChange({ spacing })} />
      <AlignmentField value={props.alignment} options={ALIGNMENTS} onChange={(alignment) => onChange({ alignment })} />
    </>
  );
}
