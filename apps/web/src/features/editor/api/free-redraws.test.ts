import { describe, expect, it } from 'vitest';
import { freeRedraws, freeRedrawsLabel } from './free-redraws';

describe('free redraws left', () => {
  it('keeps the last count each project heard, and tells its listeners of changes', () => {
    const heard: number[] = [];
    const stop = freeRedraws.subscribe(() => heard.push(freeRedraws.get('p1') ?? -1));
    freeRedraws.heard('p1', null);
    freeRedraws.heard('p1', 'many');
    expect(freeRedraws.get('p1')).toBeUndefined();
    freeRedraws.heard('p1', '7');
    freeRedraws.heard('p1', '7');
    freeRedraws.heard('p2', '3');
    freeRedraws.heard('p1', '6');
    stop();
    freeRedraws.heard('p1', '5');
    expect(heard).toEqual([7, 7, 6]);
    expect(freeRedraws.get('p1')).toBe(5);
    expect(freeRedraws.get('p2')).toBe(3);
  });

  it('says it as the editor shows it', () => {
    expect(freeRedrawsLabel(7)).toBe('7 free redraws left');
    expect(freeRedrawsLabel(1)).toBe('1 free redraw left');
    expect(freeRedrawsLabel(0)).toBe('No free redraws left');
  });
});
