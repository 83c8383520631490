import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * One player for the editor's samples (a voice, a music track): playing one stops the other; a
 * second click stops it. A sample that cannot play is remembered, so its button can say so.
 */
export function useAudioPreview() {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => () => audioRef.current?.pause(), []);

  const toggle = useCallback(
    (url: string) => {
      audioRef.current ??= new Audio();
      const audio = audioRef.current;
      audio.pause();
      if (playing === url) {
        setPlaying(null);
        return;
      }
      const fail = () => {
        setPlaying((current) => (current === url ? null : current));
        setFailed(url);
      };
      audio.onended = () => setPlaying((current) => (current === url ? null : current));
      audio.onerror = fail;
      audio.src = url;
      setFailed(null);
      setPlaying(url);
      audio.play().catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        fail();
      });
    },
    [playing],
  );

  return { playing, failed, toggle };
}
