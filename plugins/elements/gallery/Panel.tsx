import { GALLERY_TYPES, type ElementPanelProps, type PickedImage } from '@tessera/sdk';
import { ColorField, EditorIcon, ImageDropZone, ImageField, ListField, NumberField, SelectField, TextField, ToggleField, useEditorServices } from '@tessera/sdk/editor';
import { useRef } from 'react';
import { roomFor, withPicked } from './add-images.ts';
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

export default function GalleryPanel({ id, props, onChange }: ElementPanelProps<GalleryProps>) {
  const { pickImages, uploadImages } = useEditorServices();
  // Images arrive after uploads; they join the gallery as it is then, not as it was when asked.
  const latest = useRef(props.images);
  latest.current = props.images;
  const add = (picked: PickedImage[]) => {
    if (picked.length > 0) onChange({ images: withPicked(latest.current, picked) });
  };
  const room = roomFor(props.images);
  const missingAlt = props.images.filter((item) => item.image.url && !item.image.alt.trim()).length;
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
      <ImageDropZone
        message={room > 0 ? 'Drop images to add them to the gallery' : `The gallery is full (${MAX_IMAGES} images)`}
        enabled={uploadImages !== undefined}
        onFiles={(files) => {
          if (room > 0 && uploadImages) void uploadImages(files, { elementId: id, valueKey: 'Images', max: room }).then(add);
        }}
      >
        {pickImages ? (
          <div className="ts-add-images">
            <button type="button" className="ts-field-button ts-field-button--primary" disabled={room === 0} onClick={() => void pickImages({ valueKey: 'Images', max: room }).then(add)}>
              <EditorIcon name="add-images" />
              Add images
            </button>
            <span className="ts-field__hint">Choose several at once, or drag image files here.</span>
          </div>
        ) : null}
        {missingAlt > 0 ? (
          <p className="ts-field-warning" data-testid="gallery-missing-alt">
            <EditorIcon name="warning" />
            {missingAlt === 1 ? '1 image has no alt text.' : `${missingAlt} images have no alt text.`}
          </p>
        ) : null}
        <ListField<GalleryImage>
          label="Images"
          items={props.images}
          onChange={(images) => onChange({ images })}
          create={() => ({ image: { url: '', Ratio: 0, alt: '' }, caption: '' })}
          addLabel={pickImages ? 'Add an empty slot' : 'Add image'}
          itemName="image"
          max={MAX_IMAGES}
          renderItem={(item, update, index) => (
            <>
              <ImageField label={`Image ${index + 1}`} value={item.image} onChange={(image) => update({ ...item, image })} />
              <TextField label={`Caption of image ${index + 1}`} value={item.caption} onChange={(caption) => update({ ...item, caption })} />
            </>
          )}
        />
      </ImageDropZone>
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
