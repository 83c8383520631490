import type { Scene } from '@reelsmith/contract';
import { describe, expect, it } from 'vitest';
import {
  addScene,
  mergeWithNext,
  moveScene,
  regeneratePicture,
  removeScene,
  scriptLength,
  splitPoint,
  splitScene,
  storyProblem,
} from './story-edits';

const scene = (narration: string, imagePrompt = `picture of ${narration}`): Scene => ({
  narration,
  imagePrompt,
});
const three = [scene('One.'), scene('Two.'), scene('Three.')];
const narrations = (scenes: Scene[]) => scenes.map((s) => s.narration);

describe('scene edits', () => {
  it('adds an empty scene after the given one, never past 20', () => {
    expect(narrations(addScene(three, 0))).toEqual(['One.', '', 'Two.', 'Three.']);
    expect(narrations(addScene(three, -1))).toEqual(['', 'One.', 'Two.', 'Three.']);
    const full = Array.from({ length: 20 }, (_, i) => scene(`S${i}.`));
    expect(addScene(full, 3)).toHaveLength(20);
  });

  it('removes a scene, but never the last one', () => {
    expect(narrations(removeScene(three, 1))).toEqual(['One.', 'Three.']);
    expect(removeScene([scene('Only.')], 0)).toHaveLength(1);
  });

  it('moves a scene up or down, and not past either end', () => {
    expect(narrations(moveScene(three, 2, -1))).toEqual(['One.', 'Three.', 'Two.']);
    expect(narrations(moveScene(three, 0, 1))).toEqual(['Two.', 'One.', 'Three.']);
    expect(narrations(moveScene(three, 0, -1))).toEqual(['One.', 'Two.', 'Three.']);
    expect(narrations(moveScene(three, 2, 1))).toEqual(['One.', 'Two.', 'Three.']);
  });

  it('splits at the sentence end nearest the middle; the second half gets a new picture', () => {
    const long = {
      ...scene('The ship sailed. It found an island. Nobody lived there.'),
      imageId: 'a'.repeat(32),
    };
    const split = splitScene([long], 0);
    expect(split).toEqual([
      {
        narration: 'The ship sailed. It found an island.',
        imagePrompt: long.imagePrompt,
        imageId: 'a'.repeat(32),
      },
      { narration: 'Nobody lived there.', imagePrompt: long.imagePrompt, imageVariant: 1 },
    ]);
  });

  it('splits a single sentence at a space, and not a single word', () => {
    expect(splitPoint('one two three four')).toBe(8);
    expect(splitPoint('word')).toBeNull();
    expect(splitScene([scene('word')], 0)).toEqual([scene('word')]);
  });

  it('merges a scene with the next, keeping the first picture', () => {
    const merged = mergeWithNext(three, 0);
    expect(merged).toEqual([{ narration: 'One. Two.', imagePrompt: 'picture of One.' }, three[2]]);
    expect(mergeWithNext(three, 2)).toEqual(three);
  });

  it('regenerates a picture as the next drawing, dropping an uploaded one', () => {
    expect(regeneratePicture({ ...scene('A.'), imageVariant: 2, imageId: 'b'.repeat(32) })).toEqual(
      {
        ...scene('A.'),
        imageVariant: 3,
      },
    );
  });
});

describe('what stops a story from being saved', () => {
  const story = { title: 'T', caption: '', scenes: three };

  it('counts the narration against 1,500 characters', () => {
    expect(scriptLength(three)).toBe(14);
    expect(storyProblem(story)).toBeNull();
    const over = { ...story, scenes: [scene('x'.repeat(1000), 'p'), scene('y'.repeat(501), 'q')] };
    expect(storyProblem(over)).toBe('The script must be at most 1500 characters');
    expect(
      storyProblem({ ...story, scenes: [scene('x'.repeat(1500), 'a lighthouse')] }),
    ).toBeNull();
  });

  it('names an empty scene and an empty title', () => {
    expect(storyProblem({ ...story, scenes: addScene(three, 0) })).toBe(
      'Scene 2 needs its narration and its image prompt',
    );
    expect(storyProblem({ ...story, title: '  ' })).toBe('Give the video a title');
    const [first, ...rest] = three;
    expect(storyProblem({ ...story, scenes: [{ ...first!, narration: ' ' }, ...rest] })).toBe(
      'Scene 1 needs its narration',
    );
    expect(storyProblem({ ...story, scenes: [{ ...first!, imagePrompt: '' }, ...rest] })).toBe(
      'Scene 1 needs its image prompt',
    );
  });
});

describe('over-long text is refused, never cut', () => {
  it('names the title, the caption and the image prompt over their limits', () => {
    const story = { title: 'A title', caption: '', scenes: [scene('One.'), scene('Two.')] };
    expect(storyProblem({ ...story, title: 'x'.repeat(121) })).toBe(
      'The title must be at most 120 characters',
    );
    expect(storyProblem({ ...story, caption: 'x'.repeat(2201) })).toBe(
      'The caption must be at most 2,200 characters',
    );
    expect(
      storyProblem({
        ...story,
        scenes: [scene('One.'), { ...scene('Two.'), imagePrompt: 'p'.repeat(1001) }],
      }),
    ).toBe("Scene 2's image prompt must be at most 1,000 characters");
    expect(storyProblem(story)).toBeNull();
  });
});
