import type { Generation } from '@reelsmith/contract';
import { useEffect, useRef } from 'react';

/**
 * After Finalize the long editor gives way to the short render progress: the page would stay
 * scrolled to where the button was, past the progress (issue 22: 7,676 px down on a phone).
 * When the project goes from its draft to rendering, the page goes back to its top.
 */
export function useScrollToProgress(status: Generation['status'] | undefined) {
  const previous = useRef(status);
  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    if (was === 'STORY_READY' && status === 'RENDERING') {
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
    }
  }, [status]);
}
