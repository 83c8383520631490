import { updateSettingsRequestSchema } from '@reelsmith/contract';
import { describe, expect, it } from 'vitest';
import { endCardChange } from './end-card';

describe('endCardChange', () => {
  it('saves the switch and the trimmed text', () => {
    const change = endCardChange({ enabled: true, text: '  Part 2 tomorrow ' });
    expect(change).toEqual({ enabled: true, text: 'Part 2 tomorrow' });
    expect(updateSettingsRequestSchema.safeParse({ endCard: change }).success).toBe(true);
  });

  it('leaves an emptied text out, so the save is not refused', () => {
    const change = endCardChange({ enabled: false, text: '   ' });
    expect(change).toEqual({ enabled: false });
    expect(updateSettingsRequestSchema.safeParse({ endCard: change }).success).toBe(true);
    expect(updateSettingsRequestSchema.safeParse({ endCard: { text: '' } }).success).toBe(false);
  });
});
