import type { ApiBatch, ApiVideo, CreateVideoRequest } from '@reelsmith/contract';

/** Examples of the video API for the OpenAPI document (docs/product/api.md#video-api). */
export const createVideoExample: CreateVideoRequest = {
  topic: 'myths-mythology',
  voice: 'nova',
  artStyle: 'cinematic',
  aspectRatio: '9:16',
  duration: 'short',
  language: 'en',
  captionStyle: 'karaoke',
  music: 'auto',
  webhookUrl: 'https://example.com/hooks/reelsmith',
};

export const scriptVideoExample: CreateVideoRequest = {
  script:
    'The lighthouse keeper counted ships every night for forty years.\n\nOne winter a ship came that was on no chart.',
  voice: 'onyx',
  aspectRatio: '1:1',
  captionStyle: 'none',
};

const settings = {
  topic: 'myths-mythology',
  customPrompt: null,
  voice: 'nova',
  artStyle: 'cinematic',
  aspectRatio: '9:16',
  duration: 'short',
  language: 'en',
  captionStyle: 'karaoke',
  music: 'auto',
};

export const queuedVideoExample: ApiVideo = {
  id: '3f0c2a8e-5b1d-4c7a-9e2f-1a2b3c4d5e6f',
  status: 'QUEUED',
  step: null,
  progress: 0,
  title: null,
  failureMessage: null,
  downloadUrl: null,
  downloadUrlExpiresAt: null,
  thumbnailUrl: null,
  settings,
  webhookUrl: 'https://example.com/hooks/reelsmith',
  batchId: null,
  createdAt: '2026-11-25T22:00:00.000Z',
  completedAt: null,
  expiresAt: null,
};

export const completedVideoExample: ApiVideo = {
  ...queuedVideoExample,
  status: 'COMPLETED',
  progress: 100,
  title: 'The Ship on No Chart',
  downloadUrl:
    'https://reelsmith.example/api/story/video/3f0c2a8e-5b1d-4c7a-9e2f-1a2b3c4d5e6f?exp=1795651200&sig=Zm9v&download=1',
  downloadUrlExpiresAt: '2026-11-25T22:35:00.000Z',
  thumbnailUrl:
    'https://reelsmith.example/api/story/video/3f0c2a8e-5b1d-4c7a-9e2f-1a2b3c4d5e6f/thumbnail?exp=1795651200&sig=YmFy',
  completedAt: '2026-11-25T22:04:10.000Z',
  expiresAt: '2026-12-02T22:04:10.000Z',
};

export const batchExample: ApiBatch = {
  id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
  createdAt: '2026-11-25T22:00:00.000Z',
  creditsSpent: 2,
  videos: [
    { ...queuedVideoExample, batchId: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a', webhookUrl: null },
    {
      ...queuedVideoExample,
      id: '4a1b2c3d-6e5f-4a7b-8c9d-0e1f2a3b4c5d',
      status: 'RENDERING',
      step: 'VOICE',
      settings: { ...settings, topic: null, customPrompt: 'A lighthouse keeper and a ghost ship' },
      batchId: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
      webhookUrl: null,
    },
  ],
};
