import { describe, expect, it } from 'vitest';
import { countOf } from './plural';

describe('countOf', () => {
  it('names one thing in the singular and any other count in the plural', () => {
    expect(countOf(1, 'credit')).toBe('1 credit');
    expect(countOf(0, 'credit')).toBe('0 credits');
    expect(countOf(25, 'credit')).toBe('25 credits');
    expect(countOf(2, 'free redraw')).toBe('2 free redraws');
  });
});
