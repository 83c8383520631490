import type { Voice } from '@reelsmith/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { voiceSampleUrl } from '../../../lib/catalog-media';

/**
 * One player for the voice samples: playing one stops the other; a second click stops it. A
 * sample that cannot be loaded or played is remembered as failed, so its card can say so.
 */
export function useVoiceSamples() {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState<Voice | null>(null);
  const [failed, setFailed] = useState<ReadonlySet<Voice>>(new Set());

  useEffect(
    () => () => {
      audioRef.current?.pause();
    },
    [],
  );

  const toggle = useCallback(
    (voice: Voice) => {
      audioRef.current ??= new Audio();
      const audio = audioRef.current;
      audio.pause();
      if (playing === voice) {
        setPlaying(null);
        return;
      }
      const fail = () => {
        setPlaying((current) => (current === voice ? null : current));
        setFailed((set) => new Set(set).add(voice));
      };
      audio.onended = () => setPlaying((current) => (current === voice ? null : current));
      audio.onerror = fail;
      audio.src = voiceSampleUrl(voice);
      setFailed((set) => {
        if (!set.has(voice)) return set;
        const next = new Set(set);
        next.delete(voice);
        return next;
      });
      setPlaying(voice);
      audio.play().catch((error: unknown) => {
        // Another sample started before this one could: not a failure of this one.
        if (error instanceof DOMException && error.name === 'AbortError') return;
        fail();
      });
    },
    [playing],
  );

  return { playing, failed, toggle };
}
