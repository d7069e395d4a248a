import type { ElementPanelProps } from '@tessera/sdk';
import { NumberField, PixelField, SegmentedField, TextField } from '@tessera/sdk/editor';
import { HEIGHT, MAP_TYPES, ZOOM, type GoogleMapProps } from './schema.ts';

const MAP_TYPE_LABELS: Record<(typeof MAP_TYPES)[number], string> = { roadmap: 'Road map', satellite: 'Satellite' };

export default function GoogleMapPanel({ props, onChange }: ElementPanelProps<GoogleMapProps>) {
  return (
    <>
      <TextField
        label="Address or place"
        value={props.address}
        onChange={(address) => onChange({ address })}
        placeholder="10 Downing Street, London"
        hint="Anything you would type into Google Maps' search box."
      />
      <NumberField
        label="Zoom (1 = world, 20 = buildings)"
        type="integer"
        min={ZOOM.min}
        max={ZOOM.max}
        value={props.zoom}
        onChange={(zoom) => zoom !== '' && onChange({ zoom })}
      />
      <PixelField label="Map height" {...HEIGHT} value={props.height} onChange={(height) => onChange({ height })} />
      <SegmentedField
        label="Map type"
        value={props.mapType}
        options={MAP_TYPES.map((type) => ({ value: type, label: MAP_TYPE_LABELS[type] }))}
        onChange={(mapType) => onChange({ mapType })}
      />
    </>
  );
}
