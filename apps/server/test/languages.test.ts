import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  createSignedInUser,
  createTestApp,
  grantCredits,
  startProject,
  testDatabases,
  waitForStatus,
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
    await ctx.services.startWorker();
    ({ api } = apiClient(ctx.app));
  });
  afterAll(async () => ctx.close());

  const script = {
    artStyle: 'noir',
    aspectRatio: '9:16',
    duration: 'short',
    voice: 'alloy',
  } as const;
  const fromScript = { path: 'from-script' } as const;

  it('writes the story in Spanish when the payload asks for it', async () => {
    const project = await startProject(ctx.app, { ...settings, language: 'es' });
    const status = await waitForStatus<Status>(ctx.app, project, 'STORY_READY', 20_000);
    expect(status.settings.language).toBe('es');
    const narration = status.story!.scenes.map((s) => s.narration).join(' ');
    // The Spanish library's fun facts are the axolotl's; the English library has none of it.
    expect(narration).toContain('ajolote');
    expect(narration).toMatch(/\b(el|la|de|que|y)\b/);
    expect(narration).toMatch(/[áéíóúñ¿¡]/);
    expect(narration).not.toMatch(/\b(the|and|of)\b/);
    expect(status.story!.caption).toContain('#historias');

    const active = await api('GET', '/story/active', project.headers);
    expect(active.json<{ settings: { language: string } }>().settings.language).toBe('es');
    const sessions = await api('GET', '/story/sessions?page=0&size=10', project.headers);
    const items = sessions.json<{ content: { id: string; language: string }[] }>().content;
    expect(items.find((s) => s.id === project.projectId)?.language).toBe('es');
  });

  it('is English when the payload has no language (the spec payload stays valid)', async () => {
    const project = await startProject(ctx.app, settings);
    const status = await waitForStatus<Status>(ctx.app, project, 'STORY_READY', 20_000);
    expect(status.settings.language).toBe('en');
    expect(status.story!.scenes.map((s) => s.narration).join(' ')).not.toContain('ajolote');
  });

  it('answers English for a project saved before languages existed', async () => {
    const project = await startProject(
      ctx.app,
      { ...script, script: 'An old project. It has no language in its settings.' },
      fromScript,
    );
    // As a row written before this change: settings without `language`.
    await ctx.app.db
      .updateTable('generations')
      .set({ settings: JSON.stringify(script) })
      .where('id', '=', project.projectId)
      .execute();
    const status = await api('GET', `/story/${project.projectId}/status`, project.withToken);
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json<Status>().settings.language).toBe('en');
  });

  it('takes a language for a pasted script (the custom tool)', async () => {
    const project = await startProject(
      ctx.app,
      {
        ...script,
        script: '¿Qué pasó con el faro? Nadie lo sabe.\n\nUna noche volvió a encenderse.',
        language: 'es',
      },
      fromScript,
    );
    const status = await api('GET', `/story/${project.projectId}/status`, project.withToken);
    expect(status.json<Status>().settings.language).toBe('es');
  });

  it('refuses an unknown language with a 400 naming `language`', async () => {
    const { user, headers } = await createSignedInUser(ctx.app);
    await grantCredits(ctx.app, user.id, 1);
    for (const language of ['xx', 'ES', 'Spanish', 3, null]) {
      const bad = await api('POST', '/story/generate-story', headers, { ...settings, language });
      expect(bad.statusCode, String(language)).toBe(400);
      expect(bad.json<{ message: string }>().message).toContain('language');
    }
    const badScript = await api('POST', '/story/from-script', headers, {
      ...script,
      script: 'Hola.',
      language: 'klingon',
    });
    expect(badScript.statusCode).toBe(400);
    expect(badScript.json<{ message: string }>().message).toContain('language');
  });

  it("answers 404 for another user's Spanish project, even with its token", async () => {
    const project = await startProject(ctx.app, { ...settings, language: 'es' });
    const other = await createSignedInUser(ctx.app);
    const status = await api('GET', `/story/${project.projectId}/status`, {
      ...other.headers,
      'generation-token': project.generationToken,
    });
    expect(status.statusCode).toBe(404);
    const sessions = await api('GET', '/story/sessions?page=0&size=10', other.headers);
    expect(sessions.json<{ content: { id: string }[] }>().content).toEqual([]);
  });
});
