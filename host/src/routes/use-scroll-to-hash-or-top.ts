import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How long to wait for the element a hash names to appear (screens render their data late). */
const HASH_WAIT_MS = 3000;

/** After each navigation: scroll to the element the hash names, otherwise to the top (spec §2). */
export function useScrollToHashOrTop(): void {
  const { pathname, hash, key } = useLocation();
  useEffect(() => {
    const id = hash ? decodeURIComponent(hash.slice(1)) : '';
    if (!id) {
      window.scrollTo(0, 0);
      return;
    }
    const scrollIfPresent = () => {
      const target = document.getElementById(id);
      target?.scrollIntoView();
      return target !== null;
    };
    if (scrollIfPresent()) return;
    const observer = new MutationObserver(() => {
      if (scrollIfPresent()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), HASH_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname, hash, key]);
}
