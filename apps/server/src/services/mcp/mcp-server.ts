import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import {
  ART_STYLES,
  ASPECT_RATIOS,
  ASPECT_RATIO_DETAILS,
  CAPTION_STYLES,
  DURATIONS,
  DURATION_DETAILS,
  LANGUAGES,
  LANGUAGE_LABELS,
  PRESET_TOPICS,
  VOICES,
  VOICE_DETAILS,
} from '@reelsmith/contract';
import { z } from 'zod';
import { HttpError } from '../../errors.js';

/** What the tools ask of the video API (`/api/v1/videos`'s service: mcp-videos.ts). */
export interface McpVideos {
  create(userId: string, input: McpCreateVideo): Promise<object>;
  get(userId: string, id: string): Promise<object>;
  list(userId: string, page: number, size: number): Promise<object>;
}

export interface McpDeps {
  videos: McpVideos;
  balance(userId: string): Promise<number>;
  /** The server's version, for the handshake. */
  version: string;
}

/** How long a render takes, measured (decision 0071): the descriptions tell agents so. */
const TIMING =
  'A video usually takes 1 to 5 minutes from create_video to COMPLETED (script, voice, ' +
  'pictures, captions, then the MP4), longer for long videos or when other videos render first.';
const POLL =
  'Do not wait or sleep inside a tool call: call get_video every 15-30 seconds until status ' +
  'is COMPLETED (then use downloadUrl) or FAILED (failureMessage says why; the credit is refunded).';

export const createVideoShape = {
  topic: z
    .string()
    .max(200)
    .optional()
    .describe('A preset topic slug from list_options (e.g. myths-mythology)'),
  customPrompt: z
    .string()
    .max(1000)
    .optional()
    .describe('What the story should be about, in your words (instead of a topic)'),
  script: z
    .string()
    .max(1500)
    .optional()
    .describe('A ready script to narrate as it is, paragraphs becoming scenes (no AI writing)'),
  voice: z.enum(VOICES).optional().describe('Narration voice (default alloy)'),
  artStyle: z.enum(ART_STYLES).optional().describe('Art style of the pictures (default cinematic)'),
  aspectRatio: z.enum(ASPECT_RATIOS).optional().describe('Format: 9:16 (default), 16:9 or 1:1'),
  duration: z.enum(DURATIONS).optional().describe('short (30-60 s, default) or long (60-90 s)'),
  language: z.enum(LANGUAGES).optional().describe('Script, voice and captions (default en)'),
  captionStyle: z
    .enum([...CAPTION_STYLES, 'none'])
    .optional()
    .describe('How the captions look, or none'),
  music: z
    .string()
    .max(40)
    .optional()
    .describe('A bundled track id, auto (chosen by the mood, default) or none'),
  webhookUrl: z
    .string()
    .url()
    .optional()
    .describe('An https URL that gets a signed video.completed or video.failed event'),
};
export type McpCreateVideo = { [K in keyof typeof createVideoShape]?: string };

const result = (value: object): CallToolResult => ({
  content: [{ type: 'text', text: JSON.stringify(value) }],
  structuredContent: value as Record<string, unknown>,
});

/** A refusal an agent can act on (402 no credits, 404, 409 ...), as a tool error, not a crash. */
async function answer(run: () => Promise<object>): Promise<CallToolResult> {
  try {
    return result(await run());
  } catch (error) {
    if (error instanceof HttpError) {
      return {
        isError: true,
        content: [
          { type: 'text', text: `${error.message} (${error.code}, HTTP ${error.statusCode})` },
        ],
      };
    }
    throw error;
  }
}

/**
 * The MCP server of one request, for one user (the API key's): five tools over the same
 * services as `/api/v1/videos` (docs/decisions/0071-webhooks-and-mcp.md). Built per request,
 * as the SDK's stateless streamable HTTP example does.
 */
export function createMcpServer(deps: McpDeps, userId: string): McpServer {
  const server = new McpServer(
    { name: 'reelsmith', title: 'Reelsmith', version: deps.version },
    {
      instructions:
        'Reelsmith makes faceless, story-driven short videos (narration, pictures, captions, ' +
        `music) for 1 credit each. ${TIMING} ${POLL}`,
    },
  );

  server.registerTool(
    'list_options',
    {
      title: 'List video options',
      description:
        'The choices create_video takes: voices, art styles, preset topics, formats (aspect ' +
        'ratios), lengths and languages. Free; no credit is spent.',
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    () =>
      result({
        voices: VOICES.map((id) => ({ id, ...VOICE_DETAILS[id] })),
        artStyles: [...ART_STYLES],
        topics: PRESET_TOPICS.map((topic) => ({ id: topic.value, label: topic.label })),
        formats: ASPECT_RATIOS.map((id) => ({ id, ...ASPECT_RATIO_DETAILS[id] })),
        lengths: DURATIONS.map((id) => ({ id, ...DURATION_DETAILS[id] })),
        languages: LANGUAGES.map((id) => ({ id, label: LANGUAGE_LABELS[id] })),
        captionStyles: [...CAPTION_STYLES],
      }),
  );

  server.registerTool(
    'create_video',
    {
      title: 'Create a video',
      description:
        'Starts one video from a topic, a custom prompt or a ready script: the script is ' +
        'written and the video rendered with no editing step. Spends 1 credit when accepted ' +
        '(get_balance first if unsure); refunded by itself if the video fails. Returns at once ' +
        `with the video's id and status. ${TIMING} ${POLL}`,
      inputSchema: createVideoShape,
      annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: false },
    },
    (input) => answer(() => deps.videos.create(userId, input)),
  );

  server.registerTool(
    'get_video',
    {
      title: 'Get a video',
      description:
        "A video's status (QUEUED, GENERATING_STORY, RENDERING, COMPLETED, FAILED), its step " +
        'and progress 0-100 while rendering, failureMessage when FAILED, and when COMPLETED a ' +
        `downloadUrl that works without a key for 30 minutes (read again for a new one). ${POLL}`,
      inputSchema: { id: z.string().uuid().describe('The id create_video answered') },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ id }) => answer(() => deps.videos.get(userId, id)),
  );

  server.registerTool(
    'list_videos',
    {
      title: 'List videos',
      description: "The user's videos, newest first, 10 a page (page from 0).",
      inputSchema: {
        page: z.number().int().min(0).optional().describe('Page, from 0'),
        size: z.number().int().min(1).max(100).optional().describe('Videos a page (default 10)'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ page, size }) => answer(() => deps.videos.list(userId, page ?? 0, size ?? 10)),
  );

  server.registerTool(
    'get_balance',
    {
      title: 'Get the credit balance',
      description: 'Credits left: each video costs 1. Credits are bought in the web app.',
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    () => answer(async () => ({ availableCredits: await deps.balance(userId) })),
  );

  return server;
}
