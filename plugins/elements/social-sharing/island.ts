import { defineIsland } from '@tessera/sdk/island';
import { isShareLinkTarget, shareHref } from './share-urls.ts';

export interface SocialSharingIslandProps {
  shareUrl: string;
  shareText: string;
}

/** How long "Copied" stays, like the product's toasts (spec §8, §9: 5000 ms). */
const ANNOUNCE_MS = 5000;

export default defineIsland<SocialSharingIslandProps>((root, props) => {
  // The fragment is the visitor's place on the page, not part of the page's address.
  const url = props.shareUrl || location.href.split('#')[0]!;
  const text = props.shareText || document.title;
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-share]')) {
    const target = link.dataset.share;
    if (isShareLinkTarget(target)) link.href = shareHref(target, url, text);
  }

  const copy = root.querySelector<HTMLButtonElement>('button[data-share="copy"]');
  const status = root.querySelector<HTMLElement>('.ts-social-sharing__status');
  if (!copy) return;
  if (!navigator.clipboard) {
    copy.closest('li')?.setAttribute('hidden', '');
    return;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const announce = (message: string) => {
    if (!status) return;
    status.textContent = message;
    clearTimeout(timer);
    timer = setTimeout(() => (status.textContent = ''), ANNOUNCE_MS);
  };
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      announce('Copied');
    } catch {
      announce('The link could not be copied');
    }
  };
  copy.disabled = false;
  copy.addEventListener('click', onCopy);
  return () => {
    copy.removeEventListener('click', onCopy);
    copy.disabled = true;
    clearTimeout(timer);
  };
});
