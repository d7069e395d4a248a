import { Icon, type ElementRenderProps } from '@tessera/sdk';
import { isSliderType, type GalleryImage, type GalleryProps } from './schema.ts';

function Caption({ props, item }: { props: GalleryProps; item: GalleryImage }) {
  return props.showCaptions && item.caption ? <figcaption className="ts-gallery__caption">{item.caption}</figcaption> : null;
}

function GridGallery({ props, items }: { props: GalleryProps; items: GalleryImage[] }) {
  return (
    <div className={`ts-gallery ts-gallery--${props.type}`}>
      <ul className="ts-gallery__grid">
        {items.map((item, index) => {
          const img = (
            <img
              className="ts-gallery__img"
              src={item.image.url}
              alt={item.image.alt}
              loading="lazy"
              decoding="async"
              // Masonry keeps each image's own shape; Ratio reserves it while loading.
              style={props.type === 'masonryGallery' && item.image.Ratio > 0 ? { aspectRatio: `1 / ${item.image.Ratio}` } : undefined}
            />
          );
          return (
            <li key={index} className="ts-gallery__item">
              <figure className="ts-gallery__figure">
                {props.lightbox ? (
                  // Without JavaScript the link opens the image itself.
                  <a className="ts-gallery__open" href={item.image.url} data-gallery-open="" aria-label={item.image.alt ? undefined : `Open image ${index + 1}`}>
                    {img}
                  </a>
                ) : (
                  img
                )}
                <Caption props={props} item={item} />
              </figure>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Without JavaScript (and on the canvas) the slides are a row that scrolls sideways; the island turns it into the chosen slider. */
function SliderGallery({ props, items }: { props: GalleryProps; items: GalleryImage[] }) {
  const several = items.length > 1;
  return (
    <div className={`ts-gallery ts-gallery--slider ts-gallery--${props.type}`} data-gallery-slider="">
      <div className="ts-gallery__viewport" data-gallery-viewport="" role="region" aria-roledescription="carousel" aria-label="Image gallery" tabIndex={0}>
        <div className="ts-gallery__track">
          {items.map((item, index) => (
            <div key={index} className="ts-gallery__slide" data-gallery-slide="" role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${items.length}`}>
              <figure className="ts-gallery__figure">
                <img
                  className="ts-gallery__img"
                  src={item.image.url}
                  alt={item.image.alt}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  decoding="async"
                  draggable={false}
                />
                <Caption props={props} item={item} />
              </figure>
            </div>
          ))}
        </div>
      </div>
      {props.arrows && several ? (
        <>
          <button type="button" className="ts-gallery__arrow ts-gallery__arrow--prev" data-gallery-prev="" aria-label="Previous image" hidden>
            <Icon name="chevron-left" size={24} />
          </button>
          <button type="button" className="ts-gallery__arrow ts-gallery__arrow--next" data-gallery-next="" aria-label="Next image" hidden>
            <Icon name="chevron-right" size={24} />
          </button>
        </>
      ) : null}
      {props.dots && several ? (
        <div className="ts-gallery__dots" data-gallery-dots="" hidden>
          {items.map((_, index) => (
            <button key={index} type="button" className="ts-gallery__dot" data-gallery-dot="" aria-label={`Show image ${index + 1}`} aria-current={index === 0 ? 'true' : 'false'} />
          ))}
        </div>
      ) : null}
    </div>
  );
}

export function GalleryRender({ props, mode }: ElementRenderProps<GalleryProps>) {
  const items = props.images.filter((item) => item.image.url);
  if (!items.length) {
    return mode === 'canvas' ? (
      <div className="ts-gallery ts-gallery__placeholder" role="img" aria-label="No images in this gallery yet">
        <Icon name="image" size={40} color="#9ca3af" />
      </div>
    ) : null;
  }
  return isSliderType(props.type) ? <SliderGallery props={props} items={items} /> : <GridGallery props={props} items={items} />;
}
