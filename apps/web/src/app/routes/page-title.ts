import { useEffect } from 'react';

/** The home page's title (also index.html's, the title before the app runs). */
export const HOME_TITLE = 'Reelsmith: story-driven short videos, made for you by AI';

/** `Pricing · Reelsmith`: each page's own name first, for tabs, history and screen readers. */
export const pageTitle = (name: string) => `${name} · Reelsmith`;

/** Sets the document title while this page shows: every route page names itself. */
export function usePageTitle(name: string | null) {
  useEffect(() => {
    document.title = name === null ? HOME_TITLE : pageTitle(name);
  }, [name]);
}
