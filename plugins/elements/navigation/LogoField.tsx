import { fitLogo, type LogoOption } from '@tessera/sdk';
import { TextField, useEditorServices } from '@tessera/sdk/editor';

/** A logo option: picked through the designer and fitted into 300×60 (spec §5), or an address typed in. */
export function LogoField({ label, value, onChange }: { label: string; value: LogoOption; onChange: (value: LogoOption) => void }) {
  const { pickImage } = useEditorServices();
  return (
    <div className="ts-image-field" role="group" aria-label={label}>
      <span className="ts-field__label">{label}</span>
      {value.url ? <img className="ts-image-field__preview" src={value.url} alt="" /> : null}
      {pickImage ? (
        <button
          type="button"
          onClick={async () => {
            const picked = await pickImage({ purpose: 'logo' });
            if (picked) onChange({ url: picked.url, ...fitLogo(picked.width, picked.height) });
          }}
        >
          {value.url ? 'Replace logo' : 'Choose logo'}
        </button>
      ) : null}
      {value.url ? (
        <button type="button" onClick={() => onChange({ url: '', ShowWidth: 0, ShowHeight: 0 })}>
          Remove logo
        </button>
      ) : null}
      {/* A typed address has unknown dimensions; CSS still keeps it within 300×60. */}
      <TextField label={`${label} address`} value={value.url} onChange={(url) => onChange({ url, ShowWidth: 0, ShowHeight: 0 })} placeholder="https://…" />
    </div>
  );
}
