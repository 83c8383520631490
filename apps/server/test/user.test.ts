import { DEFAULT_USER_SETTINGS, SERVER_MESSAGES, USER_MESSAGES } from '@reelsmith/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionsRepository } from '../src/repositories/sessions.repository.js';
import {
  apiClient,
  createSignedInUser,
  createTestApp,
  grantCredits,
  testDatabases,
  type Headers,
  type TestContext,
} from './harness.js';

const script = [
  'The lighthouse keeper counted ships every night for forty years.',
  'One winter a ship came that was on no chart, its lanterns green as sea glass.',
  '',
  'He rowed out alone. By morning the ship was gone, and so was he.',
  'The logbook held one last line: it was my father, coming home.',
].join('\n');

const toolRequest = {
  script,
  artStyle: 'vintage',
  aspectRatio: '1:1',
  duration: 'short',
  voice: 'NOVA',
} as const;

/** The account (settings, deletion) and the custom tool at the API. */
describe.each(testDatabases())('Account and custom tool (%s)', (kind) => {
  let ctx: TestContext;
  let api: ReturnType<typeof apiClient>['api'];

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    ({ api } = apiClient(ctx.app));
  });
  afterAll(async () => ctx.close());

  const withToken = (headers: Headers, token: string) => ({
    ...headers,
    'generation-token': token,
  });

  describe('GET and PUT /user/settings', () => {
    it('answers the email and the defaults for a new user', async () => {
      const { headers, user } = await createSignedInUser(ctx.app);
      const response = await api('GET', '/user/settings', headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ email: user.email, settings: DEFAULT_USER_SETTINGS });
    });

    it('changes only what is sent, keeps it, and concurrent changes both land', async () => {
      const { headers } = await createSignedInUser(ctx.app);
      const first = await api('PUT', '/user/settings', headers, {
        voice: 'Onyx',
        artStyle: 'noir',
      });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json<{ settings: object }>().settings).toMatchObject({
        voice: 'onyx',
        artStyle: 'noir',
        duration: 'short',
      });
      const [a, b] = await Promise.all([
        api('PUT', '/user/settings', headers, { captionStyle: 'boxed' }),
        api('PUT', '/user/settings', headers, { musicTrack: 'none', musicVolume: 0.2 }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const now = await api('GET', '/user/settings', headers);
      expect(now.json<{ settings: object }>().settings).toEqual({
        ...DEFAULT_USER_SETTINGS,
        voice: 'onyx',
        artStyle: 'noir',
        captionStyle: 'boxed',
        musicTrack: 'none',
        musicVolume: 0.2,
      });
      // Back to no style chosen.
      const cleared = await api('PUT', '/user/settings', headers, { artStyle: null });
      expect(cleared.json<{ settings: { artStyle: unknown } }>().settings.artStyle).toBeNull();
    });

    it('keeps a default language, English until one is saved, and only for that user', async () => {
      const { headers } = await createSignedInUser(ctx.app);
      const other = await createSignedInUser(ctx.app);
      const before = await api('GET', '/user/settings', headers);
      expect(before.json<{ settings: { language: string } }>().settings.language).toBe('en');
      const saved = await api('PUT', '/user/settings', headers, { language: 'de' });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<{ settings: object }>().settings).toEqual({
        ...DEFAULT_USER_SETTINGS,
        language: 'de',
      });
      const after = await api('GET', '/user/settings', headers);
      expect(after.json<{ settings: { language: string } }>().settings.language).toBe('de');
      const theirs = await api('GET', '/user/settings', other.headers);
      expect(theirs.json<{ settings: { language: string } }>().settings.language).toBe('en');
    });

    it('answers English for settings saved before languages existed', async () => {
      const { headers, user } = await createSignedInUser(ctx.app);
      // As a row written before this change: settings without `language`.
      await ctx.app.db
        .insertInto('user_settings')
        .values({ user_id: user.id, settings: JSON.stringify({ voice: 'echo' }) })
        .execute();
      const response = await api('GET', '/user/settings', headers);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ settings: object }>().settings).toEqual({
        ...DEFAULT_USER_SETTINGS,
        voice: 'echo',
        language: 'en',
      });
    });

    it('refuses bad input with a 400 naming the field', async () => {
      const { headers } = await createSignedInUser(ctx.app);
      for (const [body, field] of [
        [{ voice: 'robot' }, 'voice'],
        [{ captionStyle: 'comic' }, 'captionStyle'],
        [{ musicVolume: 2 }, 'musicVolume'],
        [{ musicTrack: '../x' }, 'musicTrack'],
        [{ artStyle: 'default' }, 'artStyle'],
        [{ language: 'xx' }, 'language'],
        [{ language: null }, 'language'],
        [{ email: 'me@example.com' }, 'email'],
      ] as const) {
        const response = await api('PUT', '/user/settings', headers, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json<{ message: string }>().message).toContain(field);
      }
    });

    it('needs a signed-in user', async () => {
      for (const method of ['GET', 'PUT'] as const) {
        const response = await api(method, '/user/settings', {}, method === 'PUT' ? {} : undefined);
        expect(response.statusCode).toBe(401);
      }
    });

    it("a new project's captions and music come from the defaults", async () => {
      const { headers, user } = await createSignedInUser(ctx.app);
      await grantCredits(ctx.app, user.id, 1);
      await api('PUT', '/user/settings', headers, {
        captionsEnabled: false,
        captionStyle: 'word',
        musicTrack: 'none',
        musicVolume: 0.1,
      });
      const started = await api('POST', '/story/from-script', headers, toolRequest);
      const { projectId, token } = started.json<{ projectId: string; token: string }>();
      const status = await api('GET', `/story/${projectId}/status`, withToken(headers, token));
      expect(status.json<{ renderOptions: object }>().renderOptions).toEqual({
        captions: { enabled: false, style: 'word', position: 'bottom' },
        music: { track: 'none', volume: 0.1 },
        endCard: { enabled: false, text: 'Follow for part 2' },
      });
    });
  });

  describe('POST /story/from-script (the custom tool)', () => {
    it('splits the script into scenes with no AI writing: STORY_READY at once, nothing spent', async () => {
      const { headers, user } = await createSignedInUser(ctx.app);
      await grantCredits(ctx.app, user.id, 1);
      const response = await api('POST', '/story/from-script', headers, toolRequest);
      expect(response.statusCode, response.body).toBe(200);
      const { projectId, token } = response.json<{ projectId: string; token: string }>();
      const status = await api('GET', `/story/${projectId}/status`, withToken(headers, token));
      const generation = status.json<{
        status: string;
        story: { title: string; scenes: { narration: string }[] };
        settings: { voice: string; aspectRatio: string };
      }>();
      expect(generation.status).toBe('STORY_READY');
      expect(generation.settings).toMatchObject({ voice: 'nova', aspectRatio: '1:1' });
      // Every word of the script, in order, and nothing else.
      const words = (text: string) => text.split(/\s+/).filter(Boolean);
      expect(words(generation.story.scenes.map((s) => s.narration).join(' '))).toEqual(
        words(script),
      );
      expect(generation.story.scenes.length).toBeGreaterThanOrEqual(2);
      expect((await api('GET', '/credits/balance', headers)).json()).toEqual({
        availableCredits: 1,
      });
      // Like any generation: the one active project, which continue pays for.
      const second = await api('POST', '/story/from-script', headers, toolRequest);
      expect(second.statusCode).toBe(409);
      expect(second.json<{ message: string }>().message).toBe(SERVER_MESSAGES.activeGeneration);
      const go = await api('POST', `/story/${projectId}/continue`, withToken(headers, token));
      expect(go.json<{ status: string }>().status).toBe('RENDERING');
      expect((await api('GET', '/credits/balance', headers)).json()).toEqual({
        availableCredits: 0,
      });
    });

    it('needs a credit: 402 with a message about credits', async () => {
      const { headers } = await createSignedInUser(ctx.app);
      const response = await api('POST', '/story/from-script', headers, toolRequest);
      expect(response.statusCode).toBe(402);
      expect(response.json<{ message: string }>().message).toContain('credits');
    });

    it('refuses a blank script, one over 1,500 characters, and bad settings, naming the field', async () => {
      const { headers, user } = await createSignedInUser(ctx.app);
      await grantCredits(ctx.app, user.id, 1);
      const cases = [
        [{ ...toolRequest, script: '   ' }, 'Paste a script first'],
        [{ ...toolRequest, script: 'a '.repeat(751) }, 'at most 1500 characters'],
        [{ ...toolRequest, script: 'Hello\u0000there' }, 'script'],
        [{ ...toolRequest, voice: 'robot' }, 'voice'],
        [{ ...toolRequest, artStyle: undefined }, 'artStyle'],
      ] as const;
      for (const [body, message] of cases) {
        const response = await api('POST', '/story/from-script', headers, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json<{ message: string }>().message).toContain(message);
      }
    });
  });

  describe('DELETE /user/account', () => {
    it('removes projects, files, settings and every session; the ledger stays without personal data', async () => {
      const { headers, user, token } = await createSignedInUser(ctx.app);
      const other = await createSignedInUser(ctx.app);
      await grantCredits(ctx.app, user.id, 2);
      await api('PUT', '/user/settings', headers, { voice: 'echo' });
      const started = await api('POST', '/story/from-script', headers, toolRequest);
      const { projectId, token: generationToken } = started.json<{
        projectId: string;
        token: string;
      }>();
      await api('POST', `/story/${projectId}/continue`, withToken(headers, generationToken));
      // The render finishes, as a worker would finish it: its files are stored.
      const generations = ctx.services.generations;
      const files = ctx.services.storage;
      expect(await generations.beginRender(projectId, 1)).toBeDefined();
      const keys = {
        videoKey: `videos/${projectId}/1.mp4`,
        thumbnailKey: `videos/${projectId}/1.jpg`,
      };
      await files.put(keys.videoKey, Buffer.from('mp4'), 'video/mp4');
      await files.put(keys.thumbnailKey, Buffer.from('jpg'), 'image/jpeg');
      expect(
        await generations.completed(projectId, 1, { ...keys, bytes: 3, durationSeconds: 40 }),
      ).toBe(true);
      // A second session of the same user, on another device: signed out everywhere.
      const second = await sessionsRepository(ctx.app.db).create(user.id, 30, 'phone');

      const wrong = await api('DELETE', '/user/account', headers, { confirmEmail: 'nope@x.io' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json<{ message: string }>().message).toBe(
        `confirmEmail: ${USER_MESSAGES.confirmEmailMismatch}`,
      );

      const response = await api('DELETE', '/user/account', headers, {
        confirmEmail: ` ${user.email.toUpperCase()} `,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ deleted: true });

      for (const bearer of [token, second]) {
        const after = await api('GET', '/credits/balance', { authorization: `Bearer ${bearer}` });
        expect(after.statusCode).toBe(401);
      }
      const db = ctx.app.db;
      expect(await db.selectFrom('generations').where('user_id', '=', user.id).execute()).toEqual(
        [],
      );
      expect(await db.selectFrom('user_settings').where('user_id', '=', user.id).execute()).toEqual(
        [],
      );
      const row = await db
        .selectFrom('users')
        .select(['email', 'name', 'subject', 'deleted_at'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row.email).toBe('');
      expect(row.name).toBeNull();
      expect(row.subject).toBe(`deleted:${user.id}`);
      expect(row.deleted_at).toBeInstanceOf(Date);
      const ledger = await db
        .selectFrom('credit_ledger')
        .select(['delta', 'reason'])
        .where('user_id', '=', user.id)
        .orderBy('seq')
        .execute();
      expect(ledger).toEqual([
        { delta: 2, reason: 'grant' },
        { delta: -1, reason: 'video' },
      ]);
      expect(await files.stat(keys.videoKey)).toBeUndefined();
      expect(await files.stat(keys.thumbnailKey)).toBeUndefined();
      // The other user is untouched.
      expect((await api('GET', '/user/settings', other.headers)).statusCode).toBe(200);
    });

    it('refuses a missing confirmation, and needs a signed-in user', async () => {
      const { headers } = await createSignedInUser(ctx.app);
      const missing = await api('DELETE', '/user/account', headers, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json<{ message: string }>().message).toContain('confirmEmail');
      const blank = await api('DELETE', '/user/account', headers, { confirmEmail: ' ' });
      expect(blank.json<{ message: string }>().message).toContain(
        'Type your email address to confirm',
      );
      const anonymous = await api('DELETE', '/user/account', {}, { confirmEmail: 'a@b.c' });
      expect(anonymous.statusCode).toBe(401);
    });

    it("leaves a rendering project's worker nothing to finish", async () => {
      const { headers, user } = await createSignedInUser(ctx.app);
      await grantCredits(ctx.app, user.id, 1);
      const started = await api('POST', '/story/from-script', headers, toolRequest);
      const { projectId, token } = started.json<{ projectId: string; token: string }>();
      await api('POST', `/story/${projectId}/continue`, withToken(headers, token));
      const generations = ctx.services.generations;
      const rendering = await generations.beginRender(projectId, 1);
      expect(rendering?.status).toBe('RENDERING');
      await api('DELETE', '/user/account', headers, { confirmEmail: user.email });
      expect(await generations.beginRender(projectId, 1)).toBeUndefined();
      expect(await generations.progress(projectId, 1, 'VOICE', 5)).toBe(false);
      // The worker's end finds nothing to complete, and nothing to refund.
      expect(
        await generations.completed(projectId, 1, {
          videoKey: 'v',
          thumbnailKey: 't',
          bytes: 1,
          durationSeconds: 1,
        }),
      ).toBe(false);
      expect(await generations.renderFailed(projectId, 1)).toBe(false);
    });
  });
});
