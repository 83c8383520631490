import { describe, expect, it } from 'vitest';
import { assFile } from '../captions/ass.js';
import { previewSize } from '../render/render.js';
import { PREVIEW_STYLE, withPreviewMark } from './preview-mark.js';

describe('the preview', () => {
  it('is 360 px on its short side, even, in the output’s shape', () => {
    expect(previewSize(1080, 1920)).toEqual({ width: 360, height: 640 });
    expect(previewSize(1920, 1080)).toEqual({ width: 640, height: 360 });
    expect(previewSize(1080, 1080)).toEqual({ width: 360, height: 360 });
  });

  it('marks a piece with PREVIEW for its whole length, beside its captions', () => {
    const size = { width: 360, height: 640 };
    const alone = withPreviewMark(undefined, size, 2.5);
    expect(alone).toContain(`Style: ${PREVIEW_STYLE},`);
    expect(alone).toContain(`Dialogue: 20,0:00:00.00,0:00:02.50,${PREVIEW_STYLE},,0,0,0,,PREVIEW`);
    const captions = assFile(
      size,
      ['Style: Caption,Arial,40'],
      ['Dialogue: 0,0:00:00.00,0:00:01.00,Caption,,0,0,0,,hi'],
    );
    const marked = withPreviewMark(captions, size, 1).split('\n');
    const events = marked.indexOf('[Events]');
    const style = marked.findIndex((line) => line.startsWith(`Style: ${PREVIEW_STYLE},`));
    expect(style).toBeGreaterThan(0);
    expect(style).toBeLessThan(events);
    expect(marked).toContain('Dialogue: 0,0:00:00.00,0:00:01.00,Caption,,0,0,0,,hi');
    expect(marked.filter((line) => line.endsWith(',PREVIEW'))).toHaveLength(1);
  });
});
