import type { SceneFallback } from '@reelsmith/contract';

const ROLE_LABELS: Record<SceneFallback['role'], string> = {
  voice: 'voice',
  image: 'picture',
};

/**
 * Which scenes of the finished video the built-in voice or illustrator made, and why: the
 * remote service failed after its retries, the video was made anyway and charged once
 * (docs/decisions/0017-provider-fallback.md). Nothing when every scene came out as asked.
 */
export function FallbackNotes({ fallbacks }: { fallbacks: readonly SceneFallback[] }) {
  if (fallbacks.length === 0) return null;
  const scenes = new Set(fallbacks.map((f) => f.scene)).size;
  return (
    <section className="fallback-notes alert alert-info" aria-labelledby="fallback-heading">
      <h3 id="fallback-heading">
        {scenes === 1 ? '1 scene was' : `${scenes} scenes were`} made by the built-in engine
      </h3>
      <p>A service did not answer in time, so we made these parts ourselves.</p>
      <ul>
        {fallbacks.map((f) => (
          <li key={`${f.scene}-${f.role}`}>
            <strong>
              Scene {f.scene + 1}, {ROLE_LABELS[f.role]}:
            </strong>{' '}
            {f.reason}
          </li>
        ))}
      </ul>
    </section>
  );
}
