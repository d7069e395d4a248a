function button(className: string, label: string, text: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = className;
  element.setAttribute('aria-label', label);
  element.textContent = text;
  return element;
}

/**
 * A larger view of a grid gallery's images in a dialog: opened by the image links the server
 * rendered (which, without JavaScript, open the image itself), with previous/next, arrow keys,
 * Escape and a click beside the image to close. Returns the cleanup.
 */
export function mountLightbox(gallery: HTMLElement): () => void {
  const links = [...gallery.querySelectorAll<HTMLAnchorElement>('[data-gallery-open]')];
  if (!links.length) return () => {};
  const controls = new AbortController();
  const signal = controls.signal;

  const dialog = document.createElement('dialog');
  dialog.className = 'ts-gallery__lightbox';
  dialog.setAttribute('aria-label', 'Image viewer');
  const figure = document.createElement('figure');
  figure.className = 'ts-gallery__lightbox-figure';
  const image = document.createElement('img');
  image.className = 'ts-gallery__lightbox-img';
  const caption = document.createElement('figcaption');
  caption.className = 'ts-gallery__lightbox-caption';
  figure.append(image, caption);
  const close = button('ts-gallery__lightbox-close', 'Close', '×');
  const prev = button('ts-gallery__lightbox-prev', 'Previous image', '‹');
  const next = button('ts-gallery__lightbox-next', 'Next image', '›');
  prev.hidden = next.hidden = links.length < 2;
  dialog.append(figure, prev, next, close);
  gallery.append(dialog);

  let index = 0;
  let opener: HTMLElement | null = null;
  const show = (target: number) => {
    index = ((target % links.length) + links.length) % links.length;
    const link = links[index]!;
    image.src = link.href;
    image.alt = link.querySelector('img')?.alt ?? '';
    caption.textContent = link.closest('figure')?.querySelector('figcaption')?.textContent ?? '';
    caption.hidden = !caption.textContent;
  };
  const isOpen = () => dialog.hasAttribute('open');
  const open = (target: number, from: HTMLElement) => {
    opener = from;
    show(target);
    // Browsers without modal dialogs still get the overlay, through the open attribute.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    close.focus();
  };
  const shut = () => {
    if (!isOpen()) return;
    if (typeof dialog.close === 'function') dialog.close();
    else dialog.removeAttribute('open');
    opener?.focus();
  };

  links.forEach((link, i) =>
    link.addEventListener(
      'click',
      (event) => {
        if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        open(i, link);
      },
      { signal },
    ),
  );
  close.addEventListener('click', shut, { signal });
  prev.addEventListener('click', () => show(index - 1), { signal });
  next.addEventListener('click', () => show(index + 1), { signal });
  // A click on the dark area around the image lands on the dialog itself.
  dialog.addEventListener(
    'click',
    (event) => {
      if (event.target === dialog) shut();
    },
    { signal },
  );
  dialog.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        shut();
      } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
        event.preventDefault();
        show(index + (event.key === 'ArrowRight' ? 1 : -1));
      }
    },
    { signal },
  );
  return () => {
    controls.abort();
    dialog.remove();
  };
}
