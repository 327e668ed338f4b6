import { useEffect, type RefObject } from 'react';

/** Closes an open `<details>` menu when the reader clicks anywhere outside it. */
export function useCloseOnOutsideClick(details: RefObject<HTMLDetailsElement | null>): void {
  useEffect(() => {
    const closeOutside = (event: MouseEvent) => {
      if (details.current?.open && !details.current.contains(event.target as Node)) details.current.open = false;
    };
    document.addEventListener('click', closeOutside);
    return () => document.removeEventListener('click', closeOutside);
  }, [details]);
}
