import { describe, expect, it } from 'vitest';
import {
  ART_STYLES,
  ART_STYLE_LABELS,
  ASPECT_RATIO_DETAILS,
  DURATION_DETAILS,
  LOCAL_PACKAGES,
  PRESET_TOPICS,
  VOICES,
  creditCheckResponseSchema,
  generateStoryRequestSchema,
  pageQuerySchema,
  packagesResponseSchema,
  purchaseRequestSchema,
  storySchema,
} from './index.js';

const base = { artStyle: 'noir', aspectRatio: '9:16', duration: 'short', voice: 'alloy' } as const;

describe('catalogue constants (docs/product/limits.md)', () => {
  it('has the five voices and the twenty art styles, each labelled', () => {
    expect(VOICES).toEqual(['alloy', 'echo', 'fable', 'onyx', 'nova']);
    expect(ART_STYLES).toHaveLength(20);
    expect(new Set(ART_STYLES).size).toBe(20);
    for (const style of ART_STYLES) expect(ART_STYLE_LABELS[style]).toBeTruthy();
  });

  it('has eight slug topics and eight sentence prompts', () => {
    expect(PRESET_TOPICS).toHaveLength(16);
    expect(PRESET_TOPICS.slice(0, 8).map((t) => t.value)).toEqual([
      'inspirational-stories',
      'myths-mythology',
      'science-exploration',
      'pop-culture',
      'comedy-entertainment',
      'what-if-scenarios',
      'how-to-guides',
      'war-stories',
    ]);
    for (const t of PRESET_TOPICS.slice(8)) expect(t.value.split(' ').length).toBeGreaterThan(5);
  });

  it('has the durations, formats and packs of the spec', () => {
    expect(DURATION_DETAILS.short).toMatchObject({ minSeconds: 30, maxSeconds: 60 });
    expect(DURATION_DETAILS.long).toMatchObject({ minSeconds: 60, maxSeconds: 90 });
    expect(Object.values(ASPECT_RATIO_DETAILS).map((a) => a.label)).toEqual([
      'Vertical (9:16)',
      'Horizontal (16:9)',
      'Square (1:1)',
    ]);
    expect(
      LOCAL_PACKAGES.map((p) => [p.id, p.name, p.price, p.credits, p.discountPercentage]),
    ).toEqual([
      ['starter', 'Starter Pack', 3, 3, 20],
      ['popular', 'Popular Pack', 8, 10, 30],
      ['pro', 'Pro Pack', 14, 20, 40],
    ]);
    expect(packagesResponseSchema.safeParse({ packages: LOCAL_PACKAGES }).success).toBe(true);
  });
});

describe('generate-story payload', () => {
  it('accepts a topic, and lowercases the voice', () => {
    const parsed = generateStoryRequestSchema.parse({
      ...base,
      topic: 'war-stories',
      voice: 'NOVA',
    });
    expect(parsed.voice).toBe('nova');
  });

  it('accepts a custom prompt up to 1000 characters, trimmed', () => {
    expect(
      generateStoryRequestSchema.parse({ ...base, customPrompt: '  a cat  ' }).customPrompt,
    ).toBe('a cat');
    expect(
      generateStoryRequestSchema.safeParse({ ...base, customPrompt: 'x'.repeat(1000) }).success,
    ).toBe(true);
    const tooLong = generateStoryRequestSchema.safeParse({
      ...base,
      customPrompt: 'x'.repeat(1001),
    });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.message).toMatch(
      /customPrompt must be at most 1000 characters/,
    );
  });

  it('refuses both, neither, a blank prompt, an unknown topic, style or format', () => {
    const bad = [
      { ...base },
      { ...base, topic: 'war-stories', customPrompt: 'x' },
      { ...base, customPrompt: '   ' },
      { ...base, topic: 'cooking' },
      { ...base, topic: 'war-stories', artStyle: 'default' },
      { ...base, topic: 'war-stories', aspectRatio: '4:3' },
      { ...base, topic: 'war-stories', duration: 'medium' },
      { ...base, topic: 'war-stories', voice: 'shimmer' },
    ];
    for (const input of bad)
      expect(generateStoryRequestSchema.safeParse(input).success).toBe(false);
  });
});

describe('story', () => {
  const scene = { narration: 'Once upon a time.', imagePrompt: 'a castle at dawn' };
  it('accepts a titled story with scenes', () => {
    expect(storySchema.safeParse({ title: 'T', caption: '#story', scenes: [scene] }).success).toBe(
      true,
    );
  });
  it('refuses a script over 1,500 characters in total', () => {
    const long = { narration: 'word '.repeat(200).trim(), imagePrompt: 'x' };
    const result = storySchema.safeParse({ title: 'T', caption: '', scenes: [long, long] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('The script must be at most 1500 characters');
  });
  it('refuses a story without scenes', () => {
    expect(storySchema.safeParse({ title: 'T', caption: '', scenes: [] }).success).toBe(false);
  });
});

describe('paging and other payloads', () => {
  it('pages from 0 with size 10 by default and at most 100', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 0, size: 10 });
    expect(pageQuerySchema.parse({ page: '2', size: '5' })).toEqual({ page: 2, size: 5 });
    expect(pageQuerySchema.safeParse({ page: '-1' }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ size: '101' }).success).toBe(false);
  });
  it('takes a package id or a payment object for a purchase', () => {
    expect(purchaseRequestSchema.safeParse({ packageId: 'pro' }).success).toBe(true);
    expect(purchaseRequestSchema.safeParse({ paymentIntentId: 'pi_1' }).success).toBe(true);
    expect(purchaseRequestSchema.safeParse({}).success).toBe(false);
  });
  it('describes the credit check response', () => {
    expect(
      creditCheckResponseSchema.safeParse({
        hasEnoughCredits: true,
        requiredCredits: 1,
        availableCredits: 3,
      }).success,
    ).toBe(true);
  });
});
