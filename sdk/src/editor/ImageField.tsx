import type { ReactNode } from 'react';
import { fitLogo, imageRatio, type ImageOption, type LogoOption } from '../options/image-option.ts';
import { useEditorServices, type EditorServices } from './editor-context.tsx';
import { EditorIcon } from './EditorIcon.tsx';
import { TextField } from './fields.tsx';

type PickPurpose = Parameters<NonNullable<EditorServices['pickImage']>>[0]['purpose'];
type Picked = NonNullable<Awaited<ReturnType<NonNullable<EditorServices['pickImage']>>>>;

/** The frame both image fields share: label, preview, and the designer's picker when it offers one. */
function PickedImageFrame({
  label,
  url,
  purpose,
  noun,
  onPicked,
  children,
}: {
  label: string;
  url: string;
  purpose: PickPurpose;
  /** What the picker button names, e.g. "image" in "Choose image". */
  noun: string;
  onPicked: (picked: Picked) => void;
  children: ReactNode;
}) {
  const { pickImage } = useEditorServices();
  return (
    <div className="ts-image-field" role="group" aria-label={label}>
      <span className="ts-field__label">{label}</span>
      {url ? <img className="ts-image-field__preview" src={url} alt="" /> : null}
      {pickImage ? (
        <button
          type="button"
          className="ts-field-button"
          onClick={async () => {
            const picked = await pickImage({ purpose, valueKey: label });
            if (picked) onPicked(picked);
          }}
        >
          {url ? `Replace ${noun}` : `Choose ${noun}`}
        </button>
      ) : null}
      {children}
    </div>
  );
}

/** The flag of an image without alt text: words and an icon, so it does not rest on colour. */
export function MissingAltText() {
  return (
    <p className="ts-field-warning" data-testid="missing-alt">
      <EditorIcon name="warning" />
      Missing alt text: describe the image for people who cannot see it.
    </p>
  );
}

/** An image option: pick or upload through the designer, or paste an address; alt text for accessibility. */
export function ImageField({ label, value, onChange }: { label: string; value: ImageOption; onChange: (value: ImageOption) => void }) {
  return (
    <PickedImageFrame
      label={label}
      url={value.url}
      purpose="image"
      noun="image"
      onPicked={(picked) => onChange({ ...value, url: picked.url, Ratio: imageRatio(picked.width, picked.height) })}
    >
      <TextField label={`${label} address`} value={value.url} onChange={(url) => onChange({ ...value, url, Ratio: 0 })} placeholder="https://…" />
      <TextField label={`${label} alternative text`} value={value.alt} onChange={(alt) => onChange({ ...value, alt })} hint="Describes the image to people who cannot see it." />
      {value.url && !value.alt.trim() ? <MissingAltText /> : null}
    </PickedImageFrame>
  );
}

/** A logo option: picked through the designer and fitted into 300×60 (`fitLogo`, spec §5), or an address typed in. */
export function LogoField({ label, value, onChange }: { label: string; value: LogoOption; onChange: (value: LogoOption) => void }) {
  return (
    <PickedImageFrame label={label} url={value.url} purpose="logo" noun="logo" onPicked={(picked) => onChange({ url: picked.url, ...fitLogo(picked.width, picked.height) })}>
      {value.url ? (
        <button type="button" className="ts-field-button" onClick={() => onChange({ url: '', ShowWidth: 0, ShowHeight: 0 })}>
          Remove logo
        </button>
      ) : null}
      {/* A typed address has unknown dimensions; CSS still keeps it within 300×60. */}
      <TextField label={`${label} address`} value={value.url} onChange={(url) => onChange({ url, ShowWidth: 0, ShowHeight: 0 })} placeholder="https://…" />
    </PickedImageFrame>
  );
}
