import { STYLE_GUIDE_MAX_LENGTH, storySchema } from '@reelsmith/contract';
import { describe, expect, it } from 'vitest';
import { imagePrompt } from '../images/openai-illustrator.js';
import { writeBuiltinStory } from './builtin-writer.js';
import { checkStoryReply } from './openai-writer.js';
import { deriveStyleGuide, styleGuideOf } from './style-guide.js';

describe('style guide', () => {
  it('is read from the scenes: recurring characters, the setting, the palette', () => {
    const guide = deriveStyleGuide([
      { imagePrompt: 'A captain on a ship at night, moonlight on the sea' },
      { imagePrompt: 'The captain at the wheel of the ship under the stars' },
      { imagePrompt: 'A storm hits the ship at sea' },
    ]);
    expect(guide).toBe(
      'Characters: the same ship, drawn alike each time it appears; the same main character in every scene (same face, age, build, hair and clothes). ' +
        'Setting: on and by the open sea, one consistent place and era throughout. ' +
        'Palette: deep navy, silver and cold moonlight, kept the same in every scene.',
    );
  });

  it('comes with every built-in story, the same for the same seed', () => {
    const a = writeBuiltinStory({ topic: 'war-stories', duration: 'long' }, 9);
    const b = writeBuiltinStory({ topic: 'war-stories', duration: 'long' }, 9);
    expect(a.styleGuide).toMatch(/^(Characters|Setting): /);
    expect(a.styleGuide).toBe(b.styleGuide);
    expect(storySchema.parse(a).styleGuide).toBe(a.styleGuide);
  });

  it("is kept within the contract's limit, at a sentence end when it can", () => {
    const long = Array.from({ length: 40 }, (_, i) => `Sentence ${i} about the hero.`).join(' ');
    const { styleGuide } = styleGuideOf(long);
    expect(styleGuide!.length).toBeLessThanOrEqual(STYLE_GUIDE_MAX_LENGTH);
    expect(styleGuide).toMatch(/hero\.$/);
    expect(styleGuideOf('  ')).toEqual({});
    expect(styleGuideOf(undefined)).toEqual({});
  });

  it("is taken from the LLM's JSON when given, and optional", () => {
    const scenes = Array.from({ length: 6 }, (_, i) => ({
      narration: `Scene ${i} tells a short part of the tale with a few more words in it.`,
      imagePrompt: `scene ${i}`,
    }));
    const request = { topic: 'fun-facts', duration: 'short' as const };
    const withGuide = checkStoryReply(
      JSON.stringify({ title: 'T', caption: 'C', styleGuide: ' A red-haired girl.\n ', scenes }),
      request,
    );
    expect(withGuide).toMatchObject({ story: { styleGuide: 'A red-haired girl.' } });
    const without = checkStoryReply(JSON.stringify({ title: 'T', caption: 'C', scenes }), request);
    expect('story' in without && without.story.styleGuide).toBeUndefined();
  });

  it('follows the scene in every remote image prompt', () => {
    expect(imagePrompt('a fox', 'noir', 'A red fox with a white tail.')).toBe(
      'a fox. A red fox with a white tail. Style: film noir, high-contrast black and white, hard shadows, venetian blind light, 1940s atmosphere, film grain. No text, no letters, no captions, no watermark.',
    );
    expect(imagePrompt('a fox', 'noir')).not.toContain('undefined');
  });

  it('is no part of the script limit', () => {
    const story = writeBuiltinStory({ topic: 'war-stories', duration: 'short' }, 1);
    const guide = 'x'.repeat(STYLE_GUIDE_MAX_LENGTH);
    expect(storySchema.safeParse({ ...story, styleGuide: guide }).success).toBe(true);
    expect(storySchema.safeParse({ ...story, styleGuide: `${guide}x` }).success).toBe(false);
  });
});
