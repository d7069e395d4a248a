import { createCardBodySchema, zodFieldErrors, type Card, type FieldErrors } from '@tessera/core';
import { cardDesigns } from '@tessera/plugins/card-designs';
import { CARD_THEMES, cardContentInputSchema, cardPalette, type CardTheme } from '@tessera/sdk';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../../api/api-error.ts';
import { saveCard, useCardMutation } from '../../../../api/cards-api.ts';
import { useAppConfig } from '../../../../api/config-api.ts';
import { ImagePickerHost } from '../../../../designer/media/ImagePickerHost.tsx';
import { notifyError } from '../../../../designer/media/notify-error.ts';
import { useImagePicker } from '../../../../designer/media/use-image-picker.ts';
import { ErrorSummary } from '../../../../ui/ErrorSummary.tsx';
import { FormRow, TextField } from '../../../../ui/FormRow.tsx';
import { useFocusFirstProblem } from '../../../../ui/use-focus-first-problem.ts';
import { ImagePickField } from '../settings/ImagePickField.tsx';
import { draftContent, toCardBody, toCardDraft, type CardDraft } from './card-draft.ts';
import { cardProblems } from './card-error-fields.ts';
import { CardImageField } from './CardImageField.tsx';
import { CardLeadFormFields } from './CardLeadFormFields.tsx';
import { CardPhonePreview } from './CardPhonePreview.tsx';
import { ChannelList } from './ChannelList.tsx';
import { DesignOptionFields } from './DesignOptionFields.tsx';

const themeLabel = (theme: CardTheme) => theme[0]!.toUpperCase() + theme.slice(1);

interface CardBuilderProps {
  landingId: number;
  card?: Card | undefined;
  /** The agency's side picks pictures from the website's files (upload, crop, stock, AI); a card's holder uploads them for the card alone. */
  websiteFiles: boolean;
  onSaved(card: Card): void;
}

/** The card builder: design and theme, the person, the contact channels, layout, address and lead form, beside a live phone preview. */
export function CardBuilder({ landingId, card, websiteFiles, onSaved }: CardBuilderProps) {
  const [draft, setDraft] = useState<CardDraft>(() => toCardDraft(card));
  const [errors, setErrors] = useState<FieldErrors>({});
  const config = useAppConfig();
  const picker = useImagePicker(websiteFiles ? landingId : null);
  const save = useCardMutation(landingId, (body: ReturnType<typeof toCardBody>) => saveCard(landingId, body, card?.id));
  const set = <K extends keyof CardDraft>(key: K, value: CardDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const setContent = <K extends keyof CardDraft['content']>(key: K, value: CardDraft['content'][K]) => setDraft((current) => ({ ...current, content: { ...current.content, [key]: value } }));
  const designs = config.data?.cardDesigns ?? cardDesigns.map(({ id, label, premium }) => ({ id, label, premium }));
  const problems = cardProblems(errors, draft.channels);
  const focusFirstProblem = useFocusFirstProblem(problems);
  /** Either side's refusal: each message at its field, the count beside the button, the focus on the first. */
  const refuse = (found: FieldErrors) => {
    setErrors(found);
    focusFirstProblem();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = createCardBodySchema.safeParse(toCardBody(draft));
    const content = cardContentInputSchema.safeParse(draftContent(draft));
    const found = { ...(body.success ? {} : zodFieldErrors(body.error)), ...(content.success ? {} : zodFieldErrors(content.error, 'content')) };
    if (!body.success || Object.keys(found).length > 0) return refuse(found);
    setErrors({});
    save.mutate(body.data, {
      onSuccess: (saved) => onSaved(saved),
      onError: (error) => {
        if (isApiError(error) && error.errors) refuse(error.errors);
      },
    });
  };

  return (
    <main className="card-builder">
      <form className="form-sections card-builder__form" onSubmit={onSubmit} noValidate aria-label="Card">
        <fieldset className="form-section">
          <legend className="form-section__title">Design</legend>
          <div id="card-design" className="choice-grid" role="radiogroup" aria-label="Card design">
            {designs.map((design) => (
              <label key={design.id} className={draft.design === design.id ? 'choice is-selected' : 'choice'}>
                <input type="radio" name="card-design" value={design.id} checked={draft.design === design.id} onChange={() => setDraft((current) => ({ ...current, design: design.id, options: {} }))} />
                <span>{design.label}</span>
                {design.premium ? <span className="badge">Premium</span> : null}
              </label>
            ))}
          </div>
          {errors.design?.[0] ? <p className="form-row__error">{errors.design[0]}</p> : null}
          <div id="card-theme" className="swatches" role="radiogroup" aria-label="Colour theme">
            {CARD_THEMES.map((theme) => (
              <label key={theme} className={draft.theme === theme ? 'swatch is-selected' : 'swatch'} title={themeLabel(theme)}>
                <input type="radio" name="card-theme" className="visually-hidden" value={theme} checked={draft.theme === theme} onChange={() => set('theme', theme)} />
                <span className="swatch__colour" style={{ background: cardPalette(theme).accent }} aria-hidden="true" />
                <span className="visually-hidden">{themeLabel(theme)}</span>
              </label>
            ))}
          </div>
          {errors.theme?.[0] ? <p className="form-row__error">{errors.theme[0]}</p> : null}
          <DesignOptionFields designId={draft.design} options={draft.options} errors={errors} onChange={(options) => set('options', options)} />
        </fieldset>

        <fieldset className="form-section">
          <legend className="form-section__title">Person</legend>
          {websiteFiles ? (
            <>
              <ImagePickField id="card-photo" label="Photo" purpose="image" valueKey="photo" picker={picker} url={draft.content.photo} error={errors['content.photo']?.[0]} onPick={(image) => setContent('photo', image.url)} onClear={() => setContent('photo', '')} />
              <ImagePickField id="card-cover" label="Cover" purpose="image" valueKey="cover" picker={picker} url={draft.content.cover} error={errors['content.cover']?.[0]} onPick={(image) => setContent('cover', image.url)} onClear={() => setContent('cover', '')} />
            </>
          ) : card ? (
            <>
              <CardImageField id="card-photo" label="Photo" landingId={landingId} cardId={card.id} url={draft.content.photo} onUrl={(url) => setContent('photo', url)} />
              <CardImageField id="card-cover" label="Cover" landingId={landingId} cardId={card.id} url={draft.content.cover} onUrl={(url) => setContent('cover', url)} />
            </>
          ) : null}
          <TextField id="card-name" label="Name" value={draft.content.name} maxLength={120} onValue={(value) => setContent('name', value)} error={errors['content.name']?.[0]} />
          <TextField id="card-title" label="Job title" value={draft.content.title} maxLength={120} onValue={(value) => setContent('title', value)} error={errors['content.title']?.[0]} />
          <TextField id="card-company" label="Company" value={draft.content.company} maxLength={120} onValue={(value) => setContent('company', value)} error={errors['content.company']?.[0]} />
          <FormRow id="card-bio" label="Bio" error={errors['content.bio']?.[0]}>
            <textarea id="card-bio" className="input" rows={3} maxLength={1000} value={draft.content.bio} onChange={(event) => setContent('bio', event.target.value)} />
          </FormRow>
        </fieldset>

        <ChannelList channels={draft.channels} errors={errors} onChange={(channels) => set('channels', channels)} />

        <fieldset className="form-section">
          <legend className="form-section__title">Layout</legend>
          <FormRow id="card-align" label="Align">
            <select id="card-align" className="input" value={draft.content.align} onChange={(event) => setContent('align', event.target.value as CardDraft['content']['align'])}>
              <option value="left">Left</option>
              <option value="center">Centre</option>
              <option value="right">Right</option>
            </select>
          </FormRow>
          <label className="check">
            <input type="checkbox" checked={draft.content.button.show} onChange={(event) => setContent('button', { ...draft.content.button, show: event.target.checked })} />
            <span>Show the Save Contact button</span>
          </label>
          {draft.content.button.show ? (
            <TextField id="card-button" label="Button text" value={draft.content.button.label} maxLength={60} onValue={(label) => setContent('button', { ...draft.content.button, label })} error={errors['content.button.label']?.[0]} />
          ) : null}
          <label className="check">
            <input type="checkbox" checked={draft.content.powered_by} onChange={(event) => setContent('powered_by', event.target.checked)} />
            <span>Show “Powered by”</span>
          </label>
        </fieldset>

        <fieldset className="form-section">
          <legend className="form-section__title">Address</legend>
          <TextField
            id="card-url"
            label="Custom url"
            value={draft.custom_url}
            maxLength={100}
            hint={card ? `The card answers at ${card.url}.` : 'Made from the name when left empty.'}
            onValue={(value) => set('custom_url', value)}
            error={errors.custom_url?.[0]}
          />
          <TextField id="card-redirect" label="Redirect" hint="Visitors of the card go to this address instead; leave empty to show the card." value={draft.redirect} onValue={(value) => set('redirect', value)} error={errors.redirect?.[0]} />
        </fieldset>

        <CardLeadFormFields show={draft.show_lead_form} form={draft.lead_form} errors={errors} onShow={(show) => set('show_lead_form', show)} onChange={(form) => set('lead_form', form)} />
        {errors.card?.[0] ? (
          <p className="form-row__error" role="alert">
            {errors.card[0]}
          </p>
        ) : null}
        <div className="card-builder__actions">
          <button type="submit" className="btn btn--primary" disabled={save.isPending} aria-busy={save.isPending}>
            {card ? 'Save card' : 'Create card'}
          </button>
          <ErrorSummary problems={problems} />
        </div>
      </form>
      <div className="card-builder__preview">
        <CardPhonePreview design={draft.design} theme={draft.theme} content={draftContent(draft)} options={draft.options} leadForm={draft.show_lead_form ? draft.lead_form : null} url={card?.url} />
      </div>
      {websiteFiles ? <ImagePickerHost picker={picker} notify={notifyError} /> : null}
    </main>
  );
}
