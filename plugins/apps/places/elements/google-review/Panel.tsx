import { z, type ElementPanelProps } from '@tessera/sdk';
import { NumberField, SelectField, TextField, ToggleField, useEditorServices } from '@tessera/sdk/editor';
import { useEffect, useState } from 'react';
import { GOOGLE_REVIEW_MAX, type GoogleReviewProps } from './schema.ts';

const shownPlaces = z.object({ data: z.array(z.object({ id: z.number(), name: z.string(), reviews: z.array(z.object({ id: z.string(), author: z.string(), rating: z.number(), text: z.string() })) })) });
type ShownPlace = z.infer<typeof shownPlaces>['data'][number];

const excerpt = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

export default function GoogleReviewPanel({ props, onChange }: ElementPanelProps<GoogleReviewProps>) {
  const { landingId, request } = useEditorServices();
  const [places, setPlaces] = useState<ShownPlace[] | null>(null);
  useEffect(() => {
    if (landingId === undefined || !request) return;
    let live = true;
    request(`/landings/${landingId}/places`, { schema: shownPlaces })
      .then((body) => live && setPlaces(body.data))
      .catch(() => live && setPlaces([]));
    return () => {
      live = false;
    };
  }, [landingId, request]);

  const place = props.place === null ? places?.[0] : places?.find((entry) => entry.id === props.place);
  const options = [{ value: 0, label: 'The first place this website shows' }, ...(places ?? []).map((entry) => ({ value: entry.id, label: entry.name }))];
  const toggle = (id: string, on: boolean) => onChange({ chosen: on ? [...props.chosen, id].slice(0, GOOGLE_REVIEW_MAX) : props.chosen.filter((entry) => entry !== id) });
  return (
    <>
      <SelectField
        label="Place"
        value={props.place ?? 0}
        options={options}
        hint={places?.length === 0 ? 'This website shows no place yet: add one in Places and choose this website there.' : 'Places this website shows (Places in the dashboard).'}
        onChange={(chosen) => onChange({ place: chosen === 0 ? null : chosen, chosen: [] })}
      />
      <TextField label="Heading" value={props.heading} onChange={(heading) => onChange({ heading })} />
      <NumberField label="Reviews shown" type="integer" min={0} max={GOOGLE_REVIEW_MAX} value={props.count} onChange={(count) => onChange({ count: count === '' ? 0 : count })} />
      <SelectField
        label="Lowest rating shown"
        value={props.min_rating}
        options={[1, 2, 3, 4, 5].map((stars) => ({ value: stars, label: stars === 1 ? 'Every review' : `${stars} stars and up` }))}
        hint={props.chosen.length > 0 ? 'The reviews chosen below are shown whatever their rating.' : undefined}
        onChange={(min_rating) => onChange({ min_rating })}
      />
      {place && place.reviews.length > 0
        ? place.reviews.map((review) => (
            <ToggleField
              key={review.id}
              label={`${review.rating}★ ${review.author}: ${excerpt(review.text)}`}
              value={props.chosen.includes(review.id)}
              onChange={(on) => toggle(review.id, on)}
            />
          ))
        : null}
    </>
  );
}
