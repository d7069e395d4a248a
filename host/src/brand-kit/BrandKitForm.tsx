import {
  BRAND_FONT_IDS,
  BRAND_FONTS,
  brandFontFaceCss,
  brandFontStack,
  brandKitSchema,
  brandKitVariables,
  BUTTON_SHAPES,
  zodFieldErrors,
  type BrandFontId,
  type BrandKit,
  type FieldErrors,
} from '@tessera/core';
import { useEffect, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import { isApiError } from '../api/api-error.ts';
import { useBrandKit, useSaveBrandKit } from '../api/brand-kit-api.ts';
import { FieldNote, FormRow } from '../ui/FormRow.tsx';
import { QueryView } from '../ui/QueryView.tsx';

const COLOURS: { key: keyof BrandKit['colors']; label: string }[] = [
  { key: 'primary', label: 'Primary' },
  { key: 'secondary', label: 'Secondary' },
  { key: 'accent', label: 'Accent' },
  { key: 'text', label: 'Text' },
  { key: 'background', label: 'Background' },
  { key: 'muted', label: 'Muted text' },
];

const SHAPE_LABELS: Record<BrandKit['buttonShape'], string> = { square: 'Square', rounded: 'Rounded', pill: 'Pill' };

/** Every offered font, so each choice is shown in its own face (served by the app, like the published pages). */
const FONT_FACES = brandFontFaceCss(BRAND_FONT_IDS);

/** The form's id, for links to it (`…/settings#brand-kit`). */
const BRAND_KIT_ANCHOR = 'brand-kit';

function FontChoice({ name, legend, value, onChange }: { name: string; legend: string; value: BrandFontId; onChange: (id: BrandFontId) => void }) {
  return (
    <fieldset className="brand-kit__fonts">
      <legend className="form-row__label">{legend}</legend>
      {BRAND_FONTS.map((font) => (
        <label key={font.id} className="brand-kit__font" style={{ fontFamily: brandFontStack(font.id) }}>
          <input type="radio" name={name} value={font.id} checked={value === font.id} onChange={() => onChange(font.id)} />
          {font.family}
        </label>
      ))}
    </fieldset>
  );
}

/** What pages look like in the kit: a heading, text, a button and muted words, drawn with the kit's custom properties. */
function BrandKitSample({ kit }: { kit: BrandKit }) {
  return (
    <div className="brand-kit__sample" style={brandKitVariables(kit) as CSSProperties} aria-label="Sample in the brand kit" role="group">
      <p className="brand-kit__sample-heading">Your headline here</p>
      <p className="brand-kit__sample-text">Body text reads like this, with a few words more.</p>
      <span className="brand-kit__sample-button">Book now</span>
      <p className="brand-kit__sample-muted">Muted text, such as a caption</p>
    </div>
  );
}

interface BrandKitFormProps {
  landingId: number;
  /** Told each kit being edited that is valid, and null once the form closes: the designer's canvas shows it live. */
  onDraft?: (kit: BrandKit | null) => void;
}

function BrandKitFields({ landingId, saved, onDraft }: BrandKitFormProps & { saved: BrandKit }) {
  const [kit, setKit] = useState<BrandKit>(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState(false);
  const save = useSaveBrandKit(landingId);
  const form = useRef<HTMLFormElement>(null);
  // The getting-started checklist links here; the form shows only once the kit has loaded, after the browser looked for the anchor.
  useEffect(() => {
    if (window.location.hash === `#${BRAND_KIT_ANCHOR}`) form.current?.scrollIntoView({ block: 'start' });
  }, []);
  useEffect(() => {
    const valid = brandKitSchema.safeParse(kit);
    if (valid.success) onDraft?.(valid.data);
  }, [kit, onDraft]);
  useEffect(() => () => onDraft?.(null), [onDraft]);
  const change = (patch: Partial<BrandKit>) => {
    setDone(false);
    setKit((current) => ({ ...current, ...patch }));
  };
  const setColour = (key: keyof BrandKit['colors'], value: string) => change({ colors: { ...kit.colors, [key]: value } });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = brandKitSchema.safeParse(kit);
    if (!body.success) return setErrors(zodFieldErrors(body.error));
    setErrors({});
    save.mutate(body.data, {
      onSuccess: () => setDone(true),
      onError: (error) => {
        if (isApiError(error, 422)) setErrors(error.errors ?? {});
      },
    });
  };

  return (
    <form ref={form} id={BRAND_KIT_ANCHOR} className="form-section brand-kit" onSubmit={onSubmit} noValidate aria-label="Brand kit">
      <h2 className="form-section__title">Brand kit</h2>
      <p className="form-row__hint">
        The colours, fonts and buttons every page of the website takes. An element with a colour or font of its own keeps it. Saving updates every published page.
      </p>
      <style>{FONT_FACES}</style>
      <div className="brand-kit__layout">
        <BrandKitSample kit={kit} />
        <div className="brand-kit__fields">
          <div className="brand-kit__colours">
            {COLOURS.map(({ key, label }) => {
              const id = `brand-colour-${key}`;
              const error = errors[`colors.${key}`]?.[0];
              const valid = /^#[0-9a-f]{6}$/i.test(kit.colors[key]);
              return (
                <div key={key} className={error ? 'form-row has-error' : 'form-row'}>
                  <label className="form-row__label" htmlFor={id}>
                    {label}
                  </label>
                  <div className="brand-kit__colour">
                    <input type="color" aria-label={`${label} colour picker`} value={valid ? kit.colors[key] : '#000000'} onChange={(event) => setColour(key, event.target.value)} />
                    <input
                      id={id}
                      className="input"
                      value={kit.colors[key]}
                      onChange={(event) => setColour(key, event.target.value.trim())}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-error` : undefined}
                      spellCheck={false}
                    />
                  </div>
                  <FieldNote id={id} error={error} />
                </div>
              );
            })}
          </div>
          <FontChoice name="brand-heading-font" legend="Heading font" value={kit.headingFont} onChange={(headingFont) => change({ headingFont })} />
          <FieldNote id="brand-heading-font" error={errors.headingFont?.[0]} />
          <FontChoice name="brand-body-font" legend="Body font" value={kit.bodyFont} onChange={(bodyFont) => change({ bodyFont })} />
          <FieldNote id="brand-body-font" error={errors.bodyFont?.[0]} />
          <fieldset className="brand-kit__shapes">
            <legend className="form-row__label">Button shape</legend>
            {BUTTON_SHAPES.map((shape) => (
              <label key={shape} className="brand-kit__shape">
                <input type="radio" name="brand-button-shape" value={shape} checked={kit.buttonShape === shape} onChange={() => change({ buttonShape: shape })} />
                {SHAPE_LABELS[shape]}
              </label>
            ))}
          </fieldset>
          <div className="brand-kit__numbers">
            <FormRow id="brand-radius" label="Corner radius (px)" error={errors.buttonRadius?.[0]} hint="For rounded buttons">
              <input
                id="brand-radius"
                className="input"
                type="number"
                min={0}
                max={40}
                value={kit.buttonRadius}
                disabled={kit.buttonShape !== 'rounded'}
                onChange={(event) => change({ buttonRadius: event.target.valueAsNumber })}
              />
            </FormRow>
            <FormRow id="brand-spacing" label="Spacing unit (px)" error={errors.spacing?.[0]} hint="The scale is its multiples">
              <input id="brand-spacing" className="input" type="number" min={4} max={16} value={kit.spacing} onChange={(event) => change({ spacing: event.target.valueAsNumber })} />
            </FormRow>
          </div>
        </div>
      </div>
      <div className="brand-kit__actions">
        <button type="submit" className="btn btn--primary" disabled={save.isPending} aria-busy={save.isPending}>
          Save brand kit
        </button>
        <p role="status" className="form-row__hint">
          {done ? 'Brand kit saved. The published pages are being updated.' : ''}
        </p>
      </div>
    </form>
  );
}

/** The website's brand kit, in its settings and in the designer's Brand tab: edited in one place, worn by every page. */
export function BrandKitForm({ landingId, onDraft }: BrandKitFormProps) {
  const kit = useBrandKit(landingId);
  return (
    <QueryView query={kit} loading="Loading the brand kit…" failed="The brand kit could not be loaded">
      {(data) => <BrandKitFields landingId={landingId} saved={data} onDraft={onDraft} />}
    </QueryView>
  );
}
