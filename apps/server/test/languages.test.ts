import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  createSignedInUser,
  createTestApp,
  grantCredits,
  testDatabases,
  type Headers,
  type TestContext,
} from './harness.js';

const settings = {
  topic: 'Share surprising fun facts that most people have never heard before',
  artStyle: 'noir',
  aspectRatio: '9:16',
  duration: 'short',
  voice: 'nova',
} as const;

interface Status {
  status: string;
  settings: { language: string };
  story: { title: string; caption: string; scenes: { narration: string }[] } | null;
}

/**
 * Languages at the API (docs/decisions/0044-languages.md): the payload's optional `language`,
 * kept in the settings and answered by status, active and sessions; the worker's built-in
 * writer writes in it.
 */
describe.each(testDatabases())('languages (%s)', (kind) => {
  let ctx: TestContext;
  let api: ReturnType<typeof apiClient>['api'];

  beforeAll(async () => {
    ctx = await createTestApp(kind, {}, { pollingIntervalSeconds: 0.5 });
    await ctx.app.services.startWorker();
    ({ api } = apiClient(ctx.app));
  });
  afterAll(async () => ctx.close());

  const userWithCredit = async () => {
    const signedIn = await createSignedInUser(ctx.app);
    await grantCredits(ctx.app, signedIn.user.id, 1);
    return signedIn;
  };
  const storyOf = async (projectId: string, headers: Headers): Promise<Status> => {
    let status: Status | undefined;
    await expect
      .poll(
        async () => {
          status = (await api('GET', `/story/${projectId}/status`, headers)).json<Status>();
          return status.status;
        },
        { timeout: 20_000, interval: 100 },
      )
      .toBe('STORY_READY');
    return status!;
  };

  it('writes the story in Spanish when the payload asks for it', async () => {
    const { headers } = await userWithCredit();
    const response = await api('POST', '/story/generate-story', headers, {
      ...settings,
      language: 'es',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { projectId, token } = response.json<{ projectId: string; token: string }>();
    const withToken = { ...headers, 'generation-token': token };
    const status = await storyOf(projectId, withToken);
    expect(status.settings.language).toBe('es');
    const narration = status.story!.scenes.map((s) => s.narration).join(' ');
    // The Spanish library's fun facts are the axolotl's; the English library has none of it.
    expect(narration).toContain('ajolote');
    expect(narration).toMatch(/\b(el|la|de|que|y)\b/);
    expect(narration).toMatch(/[áéíóúñ¿¡]/);
    expect(narration).not.toMatch(/\b(the|and|of)\b/);
    expect(status.story!.caption).toContain('#historias');

    const active = await api('GET', '/story/active', headers);
    expect(active.json<{ settings: { language: string } }>().settings.language).toBe('es');
    const sessions = await api('GET', '/story/sessions?page=0&size=10', headers);
    const items = sessions.json<{ content: { id: string; language: string }[] }>().content;
    expect(items.find((s) => s.id === projectId)?.language).toBe('es');
  });

  it('is English when the payload has no language (the spec payload stays valid)', async () => {
    const { headers } = await userWithCredit();
    const response = await api('POST', '/story/generate-story', headers, settings);
    expect(response.statusCode, response.body).toBe(200);
    const { projectId, token } = response.json<{ projectId: string; token: string }>();
    const status = await storyOf(projectId, { ...headers, 'generation-token': token });
    expect(status.settings.language).toBe('en');
    expect(status.story!.scenes.map((s) => s.narration).join(' ')).not.toContain('ajolote');
  });

  it('answers English for a project saved before languages existed', async () => {
    const { headers } = await userWithCredit();
    const response = await api('POST', '/story/from-script', headers, {
      script: 'An old project. It has no language in its settings.',
      artStyle: 'noir',
      aspectRatio: '9:16',
      duration: 'short',
      voice: 'alloy',
    });
    const { projectId, token } = response.json<{ projectId: string; token: string }>();
    // As a row written before this change: settings without `language`.
    await ctx.app.db
      .updateTable('generations')
      .set({
        settings: JSON.stringify({
          artStyle: 'noir',
          aspectRatio: '9:16',
          duration: 'short',
          voice: 'alloy',
        }),
      })
      .where('id', '=', projectId)
      .execute();
    const status = await api('GET', `/story/${projectId}/status`, {
      ...headers,
      'generation-token': token,
    });
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json<Status>().settings.language).toBe('en');
  });

  it('takes a language for a pasted script (the custom tool)', async () => {
    const { headers } = await userWithCredit();
    const response = await api('POST', '/story/from-script', headers, {
      script: '¿Qué pasó con el faro? Nadie lo sabe.\n\nUna noche volvió a encenderse.',
      artStyle: 'noir',
      aspectRatio: '9:16',
      duration: 'short',
      voice: 'alloy',
      language: 'es',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { projectId, token } = response.json<{ projectId: string; token: string }>();
    const status = await api('GET', `/story/${projectId}/status`, {
      ...headers,
      'generation-token': token,
    });
    expect(status.json<Status>().settings.language).toBe('es');
  });

  it('refuses an unknown language with a 400 naming `language`', async () => {
    const { headers } = await userWithCredit();
    for (const language of ['xx', 'ES', 'Spanish', 3, null]) {
      const bad = await api('POST', '/story/generate-story', headers, { ...settings, language });
      expect(bad.statusCode, String(language)).toBe(400);
      expect(bad.json<{ message: string }>().message).toContain('language');
    }
    const badScript = await api('POST', '/story/from-script', headers, {
      script: 'Hola.',
      artStyle: 'noir',
      aspectRatio: '9:16',
      duration: 'short',
      voice: 'alloy',
      language: 'klingon',
    });
    expect(badScript.statusCode).toBe(400);
    expect(badScript.json<{ message: string }>().message).toContain('language');
  });

  it("answers 404 for another user's Spanish project, even with its token", async () => {
    const owner = await userWithCredit();
    const response = await api('POST', '/story/generate-story', owner.headers, {
      ...settings,
      language: 'es',
    });
    const { projectId, token } = response.json<{ projectId: string; token: string }>();
    const other = await createSignedInUser(ctx.app);
    const status = await api('GET', `/story/${projectId}/status`, {
      ...other.headers,
      'generation-token': token,
    });
    expect(status.statusCode).toBe(404);
    const sessions = await api('GET', '/story/sessions?page=0&size=10', other.headers);
    expect(sessions.json<{ content: { id: string }[] }>().content).toEqual([]);
  });
});
