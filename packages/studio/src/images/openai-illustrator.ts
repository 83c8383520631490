import type { ArtStyle } from '@reelsmith/contract';
import sharp from 'sharp';
import type { ImageGenerateParams, ImageGenerateParamsNonStreaming } from 'openai/resources/images';
import { ProviderError, callOpenAi, endpointHost, openAiClient } from '../openai/client.js';
import type { OpenAiEndpoint } from '../openai/client.js';
import type { ImageQuality } from '../config.js';
import type { IllustrateRequest, Illustrator } from './illustrator.js';

export interface OpenAiIllustratorConfig extends OpenAiEndpoint {
  /** e.g. gpt-image-1 or dall-e-3 */
  model: string;
  /**
   * Send the project's seed (`seed`, an extra body parameter the SDK passes through): for
   * servers that take one (IMAGE_SEED). Then the seed changes the picture, so it is keyed by it.
   */
  sendSeed?: boolean;
  /** The `quality` asked (IMAGE_QUALITY); none sent when undefined. */
  quality?: ImageQuality | undefined;
}

/**
 * The `quality` parameter as the model takes it: gpt-image models take low, medium, high and
 * auto; DALL-E 3 takes standard or hd; DALL-E 2 none. Other servers get it as it is.
 */
export function qualityParam(model: string, quality: ImageQuality | undefined) {
  if (quality === undefined || model.startsWith('dall-e-2')) return {};
  if (model.startsWith('dall-e-3')) return { quality: quality === 'high' ? 'hd' : 'standard' };
  return { quality };
}

/** A prompt recipe per art style: what the image model needs to hit the look. */
export const STYLE_PROMPTS: Record<ArtStyle, string> = {
  steampunk: 'steampunk illustration, brass and copper machinery, gears, rivets, warm sepia lighting, Victorian industrial detail',
  lichtenstein: 'Roy Lichtenstein pop art, bold black outlines, Ben-Day halftone dots, flat primary colours red yellow blue, comic panel',
  portrait: 'cinematic portrait photography, shallow depth of field, soft key light, warm skin tones, creamy bokeh background',
  noir: 'film noir, high-contrast black and white, hard shadows, venetian blind light, 1940s atmosphere, film grain',
  infrared: 'infrared photography, false colour, white and pink foliage, dark teal sky, dreamlike surreal tones',
  analog: 'analog 35mm film photo, Kodak Portra colours, soft grain, light leaks, slightly faded blacks',
  timelapse: 'long-exposure timelapse photography, star trails, light streaks, night sky, smooth motion blur',
  concept: 'epic concept art, matte painting, atmospheric perspective, volumetric light rays, grand scale',
  'post-apocalyptic': 'post-apocalyptic scene, ruined city, dust haze, overgrown debris, desaturated orange and brown tones',
  wildlife: 'wildlife photography, natural light, telephoto lens, golden hour, sharp subject, soft natural background',
  'classic-animation': 'classic hand-drawn 2D animation, soft pastel backgrounds, clean ink lines, 1950s animated feature look',
  'tim-burton': 'gothic whimsical illustration, spindly curly shapes, spirals, pale moon, purple and black palette, quirky and eerie',
  '80s-cartoon': '1980s Saturday-morning cartoon, bold flat colours, thick black outlines, neon synthwave sunset',
  sketch: 'graphite pencil sketch on white paper, hand-drawn lines, cross-hatching, monochrome',
  vintage: 'vintage photograph, sepia tone, film grain, scratches, faded edges, early 20th century look',
  'double-exposure': 'double exposure artwork, a human profile silhouette filled with a landscape, clean pale background',
  fairytale: 'fairytale storybook illustration, pastel pink and lavender, soft glow, sparkles, enchanted atmosphere',
  cinematic: 'cinematic film still, anamorphic lens flare, teal and orange colour grade, dramatic lighting, widescreen composition',
  minimalist: 'minimalist flat illustration, two or three colours, large negative space, simple geometric shapes',
  'titan-anime': 'dramatic anime key visual, cel shading, towering walls, intense sky, speed lines, bold line art',
}; // prettier-ignore

/** The model's nearest size for the aspect ratio; the picture is then cropped to the output. */
export function requestSize(
  model: string,
  width: number,
  height: number,
): NonNullable<ImageGenerateParams['size']> {
  const dalle3 = model.startsWith('dall-e-3');
  if (width === height) return '1024x1024';
  if (height > width) return dalle3 ? '1024x1792' : '1024x1536';
  return dalle3 ? '1792x1024' : '1536x1024';
}

export function imagePrompt(prompt: string, style: ArtStyle, styleGuide?: string): string {
  // The guide (characters, palette, setting) comes with every scene, so they look alike.
  const guide = styleGuide === undefined || styleGuide === '' ? '' : ` ${styleGuide.trim()}`;
  return `${prompt}.${guide} Style: ${STYLE_PROMPTS[style]}. No text, no letters, no captions, no watermark.`;
}

export function createOpenAiIllustrator(config: OpenAiIllustratorConfig): Illustrator {
  const client = openAiClient(config);
  return {
    description: `OpenAI-compatible images (${config.model} at ${endpointHost(config.baseUrl)})`,
    id: `openai-images:${config.baseUrl}:${config.model}`,
    seeded: config.sendSeed === true,
    illustrate: async (request: IllustrateRequest) => {
      await config.beforeCall?.('images');
      const response = await callOpenAi(
        'images/generations',
        () =>
          client.images.generate(
            {
              model: config.model,
              prompt: imagePrompt(request.prompt, request.style, request.styleGuide),
              n: 1,
              size: requestSize(config.model, request.width, request.height),
              ...qualityParam(config.model, config.quality),
              // gpt-image-1 always answers base64; DALL-E models need asking.
              ...(config.model.startsWith('dall-e')
                ? { response_format: 'b64_json' as const }
                : {}),
              ...(config.sendSeed === true ? { seed: request.projectSeed ?? request.seed } : {}),
            } as ImageGenerateParamsNonStreaming & { seed?: number; quality?: string },
            { signal: request.signal },
          ),
        request.signal,
      );
      const b64 = (response as Partial<typeof response>).data?.[0]?.b64_json ?? undefined;
      if (b64 === undefined) throw new ProviderError('The images API returned no base64 image');
      return sharp(Buffer.from(b64, 'base64'))
        .resize(request.width, request.height, { fit: 'cover', position: 'attention' })
        .removeAlpha()
        .png({ compressionLevel: 2 })
        .toBuffer();
    },
  };
}
