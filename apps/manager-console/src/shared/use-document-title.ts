import { useEffect } from 'react';

/** Names the browser tab after the page, so each route has its own title. */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (title) document.title = `${title} · Socials manager`;
  }, [title]);
}
