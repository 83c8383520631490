import type { Generation } from '@reelsmith/contract';
import { ProgressBar } from './progress-bar';

/** While the script is written (QUEUED, GENERATING_STORY): live progress from the event stream. */
export function ScriptProgress({ generation }: { generation: Generation }) {
  const queued = generation.status === 'QUEUED';
  return (
    <section className="card editor-waiting" aria-labelledby="script-progress-heading">
      <h2 id="script-progress-heading">Writing your script</h2>
      <p className="muted" role="status">
        {queued ? 'Waiting for the story writer...' : 'Generating story...'}
      </p>
      <ProgressBar label="Script progress" value={generation.progress} />
      <p className="muted">
        This usually takes about 60 seconds. You can edit everything once it is written.
      </p>
    </section>
  );
}
