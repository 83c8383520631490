import { CAPTION_STILL_MESSAGES, SERVER_MESSAGES } from '@reelsmith/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  createTestApp,
  startProject,
  testDatabases,
  type TestContext,
} from './harness.js';

const SCRIPT =
  'A fox crossed the frozen river at dawn.\n\nShe found a village asleep under the snow.';
const SETTINGS = { artStyle: 'minimalist', aspectRatio: '9:16', duration: 'short', voice: 'nova' };

/** Issue 22: the caption style stills, and text in writing systems the video cannot draw. */
describe.each(testDatabases())('caption stills and text (%s)', (kind) => {
  let ctx: TestContext;
  let api: ReturnType<typeof apiClient>['api'];
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    ({ api } = apiClient(ctx.app));
  });
  afterAll(async () => ctx.close());

  const fromScript = (script = SCRIPT) =>
    startProject(ctx.app, { script, ...SETTINGS }, { path: 'from-script' });
  const message = (response: { json: <T>() => T }) => response.json<{ message: string }>().message;

  describe('GET /story/{id}/captions/{style}/still', () => {
    it("draws each style with the engine's captions on the first picture, once", async () => {
      const p = await fromScript();
      const url = (style: string) => `/story/${p.projectId}/captions/${style}/still`;
      const stills: Buffer[] = [];
      for (const style of ['karaoke', 'word', 'clean']) {
        const response = await api('GET', url(style), p.withToken);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['content-type']).toBe('image/webp');
        const { info } = await sharp(response.rawPayload)
          .raw()
          .toBuffer({ resolveWithObject: true });
        expect(info).toMatchObject({ width: 360, height: 640 });
        stills.push(response.rawPayload);
      }
      // Each style draws differently on the same picture.
      expect(new Set(stills.map((s) => s.toString('base64'))).size).toBe(3);
      // Against the picture alone, the captions changed the lower part (where they sit).
      const picture = await api('POST', `/story/${p.projectId}/images/preview`, p.withToken, {
        imagePrompt: 'A fox crossed the frozen river at dawn.',
      });
      expect(picture.statusCode).toBe(200);
      const pixels = async (data: Buffer) =>
        (await sharp(data).resize(360, 640).removeAlpha().raw().toBuffer()) as Buffer;
      const [plain, captioned] = await Promise.all([
        pixels(picture.rawPayload),
        pixels(stills[2]!),
      ]);
      /** Mean absolute difference over rows [from, to). */
      const diff = (from: number, to: number) => {
        let sum = 0;
        for (let i = from * 360 * 3; i < to * 360 * 3; i++) {
          sum += Math.abs(plain[i]! - captioned[i]!);
        }
        return sum / ((to - from) * 360 * 3);
      };
      // The clean style's band and words sit low in the frame, clear of the top.
      expect(diff(440, 640)).toBeGreaterThan(diff(0, 200) + 5);
      const again = await api('GET', url('karaoke'), p.withToken);
      expect(again.rawPayload.equals(stills[0]!)).toBe(true);
      const etag = again.headers.etag as string;
      const cached = await api('GET', url('karaoke'), { ...p.withToken, 'if-none-match': etag });
      expect(cached.statusCode).toBe(304);
    });

    it('refuses an unknown style, a draft with no script yet, a stranger and a bad token', async () => {
      const p = await fromScript();
      const bad = await api('GET', `/story/${p.projectId}/captions/comic/still`, p.withToken);
      expect(bad.statusCode).toBe(400);
      expect(message(bad)).toMatch(/style must be one of karaoke, word, boxed, outline, clean/);

      const stranger = await fromScript();
      const theirs = await api(
        'GET',
        `/story/${p.projectId}/captions/karaoke/still`,
        stranger.withToken,
      );
      expect(theirs.statusCode).toBe(404);
      expect(message(theirs)).toBe(SERVER_MESSAGES.notFound);
      const forged = await api('GET', `/story/${p.projectId}/captions/karaoke/still`, {
        ...p.headers,
        'generation-token': 'x'.repeat(43),
      });
      expect(forged.statusCode).toBe(403);

      const writing = await startProject(ctx.app, { topic: 'war-stories', ...SETTINGS });
      const early = await api(
        'GET',
        `/story/${writing.projectId}/captions/karaoke/still`,
        writing.withToken,
      );
      // The script job may already have written it on a fast machine: then there is a still.
      if (early.statusCode !== 200) {
        expect(early.statusCode).toBe(409);
        expect(message(early)).toBe(CAPTION_STILL_MESSAGES.noPicture);
      }
    });
  });

  describe('writing systems the captions cannot draw', () => {
    it('refuses Arabic in a script, a prompt and a saved narration, naming it', async () => {
      const script = await api('POST', '/story/from-script', (await fromScript()).headers, {
        script: 'مرحبا بالعالم',
        ...SETTINGS,
      });
      expect(script.statusCode).toBe(400);
      expect(message(script)).toMatch(/^The script uses Arabic letters/);

      const p = await fromScript();
      // (The first project is active; the refusal comes before that check.)
      const prompt = await api('POST', '/story/generate-story', p.headers, {
        customPrompt: 'שלום עולם',
        ...SETTINGS,
      });
      expect(prompt.statusCode).toBe(400);
      expect(message(prompt)).toMatch(/^The prompt uses Hebrew letters/);

      const story = (await api('GET', `/story/${p.projectId}/status`, p.withToken)).json<{
        story: {
          title: string;
          caption: string;
          scenes: { narration: string; imagePrompt: string }[];
        };
      }>().story;
      const edited = {
        ...story,
        scenes: story.scenes.map((s, i) => (i === 1 ? { ...s, narration: 'Привет, мир.' } : s)),
      };
      const saved = await api('PUT', `/story/session/${p.projectId}`, p.withToken, {
        story: edited,
      });
      expect(saved.statusCode).toBe(400);
      expect(message(saved)).toMatch(/^Scene 2 uses Cyrillic letters/);
      // Emoji are taken (left out of the video later), accents too.
      const fine = await api('PUT', `/story/session/${p.projectId}`, p.withToken, {
        story: {
          ...story,
          scenes: story.scenes.map((s, i) => (i === 1 ? { ...s, narration: 'Él cruzó 🦊.' } : s)),
        },
      });
      expect(fine.statusCode, fine.body).toBe(200);
    });
  });
});
