import {
  balanceResponseSchema,
  generationSchema,
  videoPageSchema,
  type Generation,
} from '@reelsmith/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.js';

const compile = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' }) as (
    data: unknown,
  ) => string;

const generation: Generation = {
  projectId: '0b7f5c1e-4b5e-4c1a-9c53-2f0d9d3b6a11',
  status: 'STORY_READY',
  currentStep: null,
  progress: 20,
  story: {
    title: 'The "Lighthouse" Letter',
    caption: 'A letter in the rocks\n#story #sea',
    scenes: [
      { narration: 'She found a letter — it was addressed to her.', imagePrompt: 'a lighthouse' },
      { narration: 'Ünïcödé and \\ backslashes.', imagePrompt: 'waves', imageVariant: 2 },
    ],
  },
  title: 'The "Lighthouse" Letter',
  caption: 'A letter in the rocks\n#story #sea',
  settings: {
    artStyle: 'noir',
    aspectRatio: '9:16',
    duration: 'short',
    voice: 'nova',
    language: 'es',
  },
  renderOptions: {
    captions: { enabled: true, style: 'karaoke', position: 'bottom' },
    music: { track: 'auto', volume: 0.5 },
    endCard: { enabled: false, text: 'Follow for part 2' },
  },
  errorMessage: null,
  regenerationsLeft: 3,
  videoUrl: null,
  fallbacks: [{ scene: 1, role: 'image', reason: 'The image service answered HTTP 500.' }],
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:01.000Z',
  completedAt: null,
  expiresAt: null,
  expiredAt: null,
};

describe('responses serialized from the contract', () => {
  it.each([
    ['a generation with its story', generationSchema, generation],
    ['a balance', balanceResponseSchema, { availableCredits: 7 }],
    [
      'a page of videos',
      videoPageSchema,
      {
        content: [
          {
            id: 'v1',
            status: 'COMPLETED',
            progress: 100,
            videoUrl: 'story/video/v1',
            title: null,
            createdAt: '2026-11-23T10:00:00.000Z',
            aspectRatio: '1:1',
            language: 'en',
            currentStep: null,
            errorMessage: null,
            durationSeconds: 31.5,
            completedAt: '2026-11-23T10:03:00.000Z',
            expiresAt: '2026-11-30T10:03:00.000Z',
            expiredAt: null,
            thumbnailUrl: null,
          },
        ],
        page: 0,
        size: 10,
        totalElements: 1,
        totalPages: 1,
      },
    ],
  ] as const)('writes %s exactly as zod encodes it', (_name, schema, data) => {
    const expected = JSON.stringify(z.encode(schema as z.ZodType, data));
    expect(compile(schema)(data)).toBe(expected);
    expect(JSON.parse(compile(schema)(data))).toEqual(data);
  });

  it('leaves out whatever the contract does not name', () => {
    const written = compile(balanceResponseSchema)({ availableCredits: 2, userId: 'secret' });
    expect(JSON.parse(written)).toEqual({ availableCredits: 2 });
  });

  it('fails an answer that lacks a required field', () => {
    const { regenerationsLeft: _left, ...incomplete } = generation;
    expect(() => compile(generationSchema)(incomplete)).toThrow(/regenerationsLeft/);
  });

  it('refuses a response schema that is not zod', () => {
    expect(() =>
      responseSerializerCompiler({ schema: { type: 'object' }, method: 'GET', url: '/x' }),
    ).toThrow(/zod/);
  });
});
