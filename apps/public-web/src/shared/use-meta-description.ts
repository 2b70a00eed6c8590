import { useEffect } from 'react';

/** Sets the page's <meta name="description"> (city pages describe themselves with the short city name). */
export function useMetaDescription(description: string | null) {
  useEffect(() => {
    if (!description) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [description]);
}
