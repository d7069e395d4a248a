import { GALLERY_TYPES, type ElementPanelProps } from '@tessera/sdk';
import { ColorField, ImageField, ListField, NumberField, SelectField, TextField, ToggleField } from '@tessera/sdk/editor';
import { isSliderType, MAX_IMAGES, type GalleryImage, type GalleryProps } from './schema.ts';

const TYPE_LABELS: Record<(typeof GALLERY_TYPES)[number], string> = {
  slide: 'Slider',
  coverflow: 'Coverflow slider',
  card: 'Card stack slider',
  creative: 'Zoom and fade slider',
  standardGallery: 'Grid',
  masonryGallery: 'Masonry grid',
};

const FIT_OPTIONS = [
  { value: 'cover', label: 'Fill the space, cropping the edges' },
  { value: 'contain', label: 'Show whole images' },
] as const;

type WholeKey = 'columns' | 'gap' | 'height' | 'borderRadius' | 'duration';

export default function GalleryPanel({ props, onChange }: ElementPanelProps<GalleryProps>) {
  const slider = isSliderType(props.type);
  const whole = (key: WholeKey, label: string, min: number, max: number, suffix?: string) => (
    <NumberField
      label={label}
      type="integer"
      min={min}
      max={max}
      suffix={suffix}
      required
      value={props[key]}
      onChange={(value) => {
        if (value !== '') onChange({ [key]: value });
      }}
    />
  );
  return (
    <>
      <ListField<GalleryImage>
        label="Images"
        items={props.images}
        onChange={(images) => onChange({ images })}
        create={() => ({ image: { url: '', Ratio: 0, alt: '' }, caption: '' })}
        addLabel="Add image"
        itemName="image"
        max={MAX_IMAGES}
        renderItem={(item, update, index) => (
          <>
            <ImageField label={`Image ${index + 1}`} value={item.image} onChange={(image) => update({ ...item, image })} />
            <TextField label={`Caption of image ${index + 1}`} value={item.caption} onChange={(caption) => update({ ...item, caption })} />
          </>
        )}
      />
      <SelectField
        label="Gallery type"
        value={props.type}
        options={GALLERY_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }))}
        onChange={(type) => onChange({ type })}
      />
      {slider ? (
        <>
          {whole('height', 'Slider height', 100, 2000, 'px')}
          <ToggleField label="Move to the next image on its own" value={props.autoplay} onChange={(autoplay) => onChange({ autoplay })} />
          {props.autoplay ? whole('duration', 'Seconds per image', 1, 60, 's') : null}
          <ToggleField label="Show previous and next arrows" value={props.arrows} onChange={(arrows) => onChange({ arrows })} />
          <ToggleField label="Show dots" value={props.dots} onChange={(dots) => onChange({ dots })} />
          <ColorField label="Arrow and dot colour" value={props.controlColor} onChange={(controlColor) => onChange({ controlColor })} />
        </>
      ) : (
        <>
          {whole('columns', 'Columns', 1, 6)}
          <ToggleField label="Open images larger on click" value={props.lightbox} onChange={(lightbox) => onChange({ lightbox })} />
        </>
      )}
      {whole('gap', 'Space between images', 0, 100, 'px')}
      <ToggleField label="Show captions" value={props.showCaptions} onChange={(showCaptions) => onChange({ showCaptions })} />
      {whole('borderRadius', 'Corner radius', 0, 100, 'px')}
      <SelectField label="How images fit their space" value={props.fit} options={FIT_OPTIONS} onChange={(fit) => onChange({ fit })} />
    </>
  );
}
