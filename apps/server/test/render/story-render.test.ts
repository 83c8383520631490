import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { GENERATION_MESSAGES } from '@reelsmith/contract';
import { createStudio, probe, studioConfigFromEnv } from '@reelsmith/studio';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  createTestApp,
  startProject,
  testDatabases,
  waitForStatus,
  type TestContext,
} from '../harness.js';

const execFileAsync = promisify(execFile);

interface Status {
  status: string;
  currentStep: string | null;
  progress: number;
  story: { title: string; caption: string; scenes: { narration: string; imagePrompt: string }[] };
  errorMessage: string | null;
  videoUrl: string | null;
}

/**
 * The whole flow at the API with the real engine and its built-in providers, a worker in this
 * process: generate, STORY_READY, an edit, continue, COMPLETED, a Range download checked with
 * ffprobe. And a render that always fails (ffmpeg crashes): FAILED, one refund.
 */
describe.each(testDatabases())('making a video through the API (%s)', (kind) => {
  describe('with the built-in engine', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp(kind, {}, { pollingIntervalSeconds: 0.5 });
      await ctx.services.startWorker();
    });
    afterAll(async () => ctx.close());

    it('goes from generate-story to a downloaded MP4, spending one credit', async () => {
      const { api, balance } = apiClient(ctx.app);
      const project = await startProject(ctx.app, {
        topic: 'science-exploration',
        artStyle: 'minimalist',
        aspectRatio: '9:16',
        duration: 'short',
        voice: 'nova',
      });
      const { headers, projectId, withToken } = project;
      const status = async () =>
        (await api('GET', `/story/${projectId}/status`, withToken)).json<Status>();
      await waitForStatus(ctx.app, project, 'STORY_READY');
      // The owner's own picture for the first scene, and boxed captions.
      const picture = await sharp({
        create: { width: 900, height: 900, channels: 3, background: { r: 230, g: 20, b: 200 } },
      })
        .jpeg()
        .toBuffer();
      const uploaded = await ctx.app.inject({
        method: 'POST',
        url: `/api/story/${projectId}/images`,
        headers: { ...withToken, 'content-type': 'image/jpeg' },
        payload: picture,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      const { imageId } = uploaded.json<{ imageId: string }>();
      const { story } = await status();
      const edited = {
        ...story,
        title: 'Why the Sky Is Blue',
        scenes: story.scenes.map((s, i) => (i === 0 ? { ...s, imageId } : s)),
      };
      const put = await api('PUT', `/story/${projectId}/story`, withToken, { story: edited });
      expect(put.statusCode).toBe(200);
      const captions = await api('PUT', `/story/${projectId}/settings`, withToken, {
        captions: { style: 'boxed' },
        endCard: { enabled: true, text: 'Part 2 tomorrow' },
      });
      expect(captions.statusCode).toBe(200);

      const go = await api('POST', `/story/${projectId}/continue`, withToken);
      expect(go.statusCode).toBe(200);
      expect(await balance(headers)).toBe(0);

      // Progress only goes forward, step by step, until COMPLETED.
      const seen: { step: string | null; progress: number }[] = [];
      await expect
        .poll(
          async () => {
            const s = await status();
            if (s.status === 'RENDERING') seen.push({ step: s.currentStep, progress: s.progress });
            if (s.status === 'FAILED') throw new Error(`render failed: ${s.errorMessage}`);
            return s.status;
          },
          { timeout: 240_000, interval: 250 },
        )
        .toBe('COMPLETED');
      for (let i = 1; i < seen.length; i++) {
        expect(seen[i]!.progress).toBeGreaterThanOrEqual(seen[i - 1]!.progress);
      }
      expect(new Set(seen.map((s) => s.step)).size).toBeGreaterThan(1);
      const done = await status();
      expect(done).toMatchObject({ progress: 100, videoUrl: `story/video/${projectId}` });

      // A range, as a player asks for it.
      const head = await api('GET', `/story/video/${projectId}`, {
        ...headers,
        range: 'bytes=0-1023',
      });
      expect(head.statusCode).toBe(206);
      expect(head.headers['accept-ranges']).toBe('bytes');
      expect(head.headers['content-length']).toBe('1024');
      expect(head.headers['content-range']).toMatch(/^bytes 0-1023\/\d+$/);
      expect(head.rawPayload.subarray(4, 8).toString()).toBe('ftyp');
      const etag = head.headers.etag;
      expect(etag).toBeTruthy();

      // The whole file, through the signed link a <video> element uses (no bearer header).
      const video = (await api('GET', `/story/video/${projectId}/status`, headers)).json<{
        signedUrl: string;
        thumbnailUrl: string;
      }>();
      const whole = await ctx.app.inject({ method: 'GET', url: `${video.signedUrl}&download=1` });
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['content-type']).toBe('video/mp4');
      expect(whole.headers['content-disposition']).toContain(
        'attachment; filename="Why-the-Sky-Is-Blue.mp4"',
      );
      const file = join(tmpdir(), `reelsmith-${projectId}.mp4`);
      await writeFile(file, whole.rawPayload);
      const tools = createStudio(studioConfigFromEnv({})).tools;
      const probed = await probe(tools, file);
      expect(probed.video).toMatchObject({ codec: 'h264', width: 1080, height: 1920 });
      expect(probed.audio?.codec).toBe('aac');
      expect(probed.durationSeconds).toBeGreaterThanOrEqual(29);
      expect(probed.durationSeconds).toBeLessThanOrEqual(61);
      // The end card the editor turned on closes it: white text in the middle fifth of the last
      // frame, the last picture darkened around it.
      const { stdout: last } = await execFileAsync(
        tools.ffmpeg,
        ['-v', 'error', '-sseof', '-1', '-i', file, '-frames:v', '1',
          '-f', 'rawvideo', '-pix_fmt', 'gray', '-'], // prettier-ignore
        { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 },
      );
      const white = (from: number, to: number) =>
        last.subarray(from * 1080, to * 1080).filter((v) => v > 215).length;
      expect(white(768, 1152)).toBeGreaterThan(3000);
      expect(white(0, 768) + white(1152, 1920)).toBeLessThan(2000);

      const thumbnail = await ctx.app.inject({ method: 'GET', url: video.thumbnailUrl });
      expect(thumbnail.statusCode).toBe(200);
      expect(thumbnail.headers['content-type']).toBe('image/jpeg');
      // The first scene shows the uploaded picture (the thumbnail is the video's first frame, its
      // corner clear of the title): magenta.
      const { data } = await sharp(thumbnail.rawPayload)
        .extract({ left: 10, top: 10, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(data[0]).toBeGreaterThan(180);
      expect(data[1]).toBeLessThan(80);
      expect(data[2]).toBeGreaterThan(150);
      const forged = await ctx.app.inject({
        method: 'GET',
        // Its first character changed (to one it is not: a fixed one is it 1 time in 64).
        url: video.signedUrl.replace(/sig=(.)/, (_, first: string) =>
          first === 'A' ? 'sig=B' : 'sig=A',
        ),
      });
      expect(forged.statusCode).toBe(403);

      // Retention: a week later the file is gone, the record stays, a download says why.
      await ctx.app.db
        .updateTable('generations')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('id', '=', projectId)
        .execute();
      expect(await ctx.services.generations.expireVideos()).toBe(1);
      const gone = await api('GET', `/story/video/${projectId}`, headers);
      expect(gone.statusCode).toBe(410);
      expect(gone.json<{ message: string }>().message).toBe(GENERATION_MESSAGES.videoExpired);
      expect((await status()).status).toBe('COMPLETED');
      expect(await ctx.services.storage.stat(`videos/${projectId}/1.mp4`)).toBeUndefined();
    });
  });

  describe('when ffmpeg crashes on every try', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp(
        kind,
        {},
        {
          studio: createStudio({ ...studioConfigFromEnv({}), ffmpegPath: '/bin/false' }),
          queue: { retryDelaySeconds: 1 },
          pollingIntervalSeconds: 0.5,
        },
      );
      await ctx.services.startWorker();
    });
    afterAll(async () => ctx.close());

    it('ends FAILED with a message a person can act on, and refunds the credit once', async () => {
      const { api, balance } = apiClient(ctx.app);
      const project = await startProject(ctx.app, {
        topic: 'war-stories',
        artStyle: 'sketch',
        aspectRatio: '16:9',
        duration: 'short',
        voice: 'onyx',
      });
      const { user, headers, projectId, withToken } = project;
      await waitForStatus(ctx.app, project, 'STORY_READY');
      expect((await api('POST', `/story/${projectId}/continue`, withToken)).statusCode).toBe(200);
      const failed = await waitForStatus<Status>(ctx.app, project, 'FAILED', 120_000);
      expect(failed.errorMessage).toBe(GENERATION_MESSAGES.composeFailed);
      expect(await balance(headers)).toBe(1);
      const refunds = await ctx.app.db
        .selectFrom('credit_ledger')
        .selectAll()
        .where('user_id', '=', user.id)
        .where('reason', '=', 'refund')
        .execute();
      expect(refunds).toHaveLength(1);
      expect(refunds[0]!.reference).toBe(projectId);
      // Nothing half-written is left in storage.
      const files = [];
      for await (const file of ctx.services.storage.list(`videos/${projectId}`)) files.push(file);
      expect(files).toEqual([]);
    });
  });
});
