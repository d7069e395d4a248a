import { type z, type ElementPanelProps } from '@tessera/sdk';
import { SelectField, TextField, ToggleField, useEditorServices } from '@tessera/sdk/editor';
import { useEffect, useState } from 'react';
import { webinarListSchema } from '../../webinar-schemas.ts';
import { webinarId, webinarTime, type GotoRegInfoProps } from './schema.ts';

type Listed = z.infer<typeof webinarListSchema>['data'][number];

export default function GotoRegInfoPanel({ props, onChange }: ElementPanelProps<GotoRegInfoProps>) {
  const { landingId, request } = useEditorServices();
  const [webinars, setWebinars] = useState<Listed[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (landingId === undefined || !request) return;
    let live = true;
    request(`/landings/${landingId}/webinars`, { schema: webinarListSchema })
      .then((body) => live && setWebinars(body.data))
      .catch((error: unknown) => {
        if (!live) return;
        setWebinars([]);
        setProblem(error instanceof Error ? error.message : 'The webinars could not be read.');
      });
    return () => {
      live = false;
    };
  }, [landingId, request]);

  const options = [
    { value: '', label: 'The soonest upcoming webinar' },
    ...(webinars ?? []).map((webinar) => ({ value: webinarId(webinar), label: `${webinar.subject} (${webinarTime(webinar.starts_at, 'en', webinar.time_zone)})` })),
  ];
  const hint = problem ?? (webinars?.length === 0 ? 'No upcoming webinar: connect a GoTo Webinar account in this website’s Integrations, or schedule one there.' : 'Upcoming webinars of your connected GoTo Webinar accounts.');
  return (
    <>
      <SelectField label="Webinar" value={props.webinar ?? ''} options={options} hint={hint} onChange={(webinar) => onChange({ webinar: webinar === '' ? null : webinar })} />
      <TextField label="Heading" value={props.heading} placeholder="The webinar's title" onChange={(heading) => onChange({ heading })} />
      <ToggleField label="Show the description" value={props.show_description} onChange={(show_description) => onChange({ show_description })} />
      <TextField label="Button label" value={props.button_label} onChange={(button_label) => onChange({ button_label: button_label.trim() === '' ? 'Register' : button_label })} />
    </>
  );
}
