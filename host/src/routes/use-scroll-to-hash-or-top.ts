import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** After each navigation: scroll to the element the hash names, otherwise to the top (spec §2). */
export function useScrollToHashOrTop(): void {
  const { pathname, hash, key } = useLocation();
  useEffect(() => {
    const id = hash ? decodeURIComponent(hash.slice(1)) : '';
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, key]);
}
