import { imageRatio, type ImageOption } from '../options/image-option.ts';
import { useEditorServices } from './editor-context.tsx';
import { TextField } from './fields.tsx';

/** An image option: pick or upload through the designer, or paste an address; alt text for accessibility. */
export function ImageField({ label, value, onChange }: { label: string; value: ImageOption; onChange: (value: ImageOption) => void }) {
  const { pickImage } = useEditorServices();
  return (
    <div className="ts-image-field" role="group" aria-label={label}>
      <span className="ts-field__label">{label}</span>
      {value.url ? <img className="ts-image-field__preview" src={value.url} alt="" /> : null}
      {pickImage ? (
        <button
          type="button"
          onClick={async () => {
            const picked = await pickImage({ purpose: 'image' });
            if (picked) onChange({ ...value, url: picked.url, Ratio: imageRatio(picked.width, picked.height) });
          }}
        >
          {value.url ? 'Replace image' : 'Choose image'}
        </button>
      ) : null}
      <TextField label={`${label} address`} value={value.url} onChange={(url) => onChange({ ...value, url, Ratio: 0 })} placeholder="https://…" />
      <TextField label={`${label} alternative text`} value={value.alt} onChange={(alt) => onChange({ ...value, alt })} hint="Describes the image to people who cannot see it." />
    </div>
  );
}
