/** A labelled progress bar (0-100). */
export function ProgressBar({ label, value }: { label: string; value: number }) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className="editor-progress">
      <div
        className="editor-progress-track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="editor-progress-fill" style={{ width: `${percent}%` }} />
      </div>
      <span className="editor-progress-value tabular" aria-hidden="true">
        {percent}%
      </span>
    </div>
  );
}
