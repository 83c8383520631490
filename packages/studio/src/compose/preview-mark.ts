import { FONT_FAMILIES, assColor, assFile, assTime } from '../captions/ass.js';

/**
 * A preview's mark: the word PREVIEW across the top of every frame, so that a preview is never
 * mistaken for (or posted as) the finished video (docs/decisions/0052-preview-and-revisions.md).
 * It is one more ASS event with a style of its own, burned in by libass in the same pass as the
 * captions and the hook title: no extra encoding pass.
 */
export const PREVIEW_MARK_TEXT = 'PREVIEW';
export const PREVIEW_STYLE = 'PreviewMark';

/** The mark's style line, in the Format of the caption file's `[V4+ Styles]`. */
export function previewStyleLine(size: { width: number; height: number }): string {
  const fontSize = Math.max(12, Math.round(Math.min(size.width, size.height) * 0.09));
  const outline = Math.max(1, Math.round(fontSize * 0.08));
  return [
    `Style: ${PREVIEW_STYLE}`,
    FONT_FAMILIES.anton,
    fontSize,
    assColor('#ffffff', 0x40),
    assColor('#ffffff', 0x40),
    assColor('#000000', 0x40),
    assColor('#000000', 0x80),
    0, 0, 0, 0, 100, 100, Math.round(fontSize * 0.2), 0,
    1,
    outline,
    0,
    8,
    10,
    10,
    Math.round(size.height * 0.04),
    1,
  ].join(','); // prettier-ignore
}

/** The mark over a whole piece of `seconds`. */
export const previewEvent = (seconds: number): string =>
  `Dialogue: 20,${assTime(0)},${assTime(seconds)},${PREVIEW_STYLE},,0,0,0,,${PREVIEW_MARK_TEXT}`;

/**
 * A piece's subtitle file with the mark added: into the piece's file when it has one (after its
 * last style, its event last), else a file of its own.
 */
export function withPreviewMark(
  ass: string | undefined,
  size: { width: number; height: number },
  seconds: number,
): string {
  const style = previewStyleLine(size);
  const event = previewEvent(seconds);
  if (ass === undefined) return assFile(size, [style], [event]);
  const lines = ass.split('\n');
  const events = lines.indexOf('[Events]');
  let lastStyle = -1;
  lines.forEach((line, i) => {
    if (line.startsWith('Style:') && i < events) lastStyle = i;
  });
  if (events < 0 || lastStyle < 0) throw new Error('The subtitle file has no styles or events');
  lines.splice(lastStyle + 1, 0, style);
  const end = lines.at(-1) === '' ? lines.length - 1 : lines.length;
  lines.splice(end, 0, event);
  return lines.join('\n');
}
