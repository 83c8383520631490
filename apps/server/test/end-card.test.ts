import { END_CARD_DEFAULT_TEXT } from '@reelsmith/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  createSignedInUser,
  startProject,
  testDatabases,
  createTestApp,
  type TestContext,
} from './harness.js';

const settings = {
  topic: 'myths-mythology',
  artStyle: 'noir',
  aspectRatio: '9:16',
  duration: 'short',
  voice: 'nova',
} as const;

interface Generation {
  renderOptions: { endCard: { enabled: boolean; text: string } };
}

/** The end card option (renderOptions.endCard): off by default, saved, checked, owned. */
describe.each(testDatabases())('end card setting (%s)', (kind) => {
  let ctx: TestContext;
  let api: ReturnType<typeof apiClient>['api'];

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    ({ api } = apiClient(ctx.app));
  });
  afterAll(async () => ctx.close());

  const endCardOf = async (projectId: string, headers: Record<string, string>) =>
    (await api('GET', `/story/${projectId}/status`, headers)).json<Generation>().renderOptions
      .endCard;

  it('is off by default, and each field changes alone', async () => {
    const { projectId, withToken } = await startProject(ctx.app, settings);
    expect(await endCardOf(projectId, withToken)).toEqual({
      enabled: false,
      text: END_CARD_DEFAULT_TEXT,
    });

    const on = await api('PUT', `/story/${projectId}/settings`, withToken, {
      endCard: { enabled: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json<Generation>().renderOptions.endCard).toEqual({
      enabled: true,
      text: END_CARD_DEFAULT_TEXT,
    });

    const text = await api('PUT', `/story/${projectId}/settings`, withToken, {
      endCard: { text: '  Part 2 drops tomorrow  ' },
    });
    expect(text.statusCode, text.body).toBe(200);
    // Trimmed, and the switch left as it was.
    expect(await endCardOf(projectId, withToken)).toEqual({
      enabled: true,
      text: 'Part 2 drops tomorrow',
    });

    // The editor's autosave sends it with the rest of its state.
    const saved = await api('PUT', `/story/session/${projectId}`, withToken, {
      settings: { endCard: { enabled: false, text: 'See you in part 2' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await endCardOf(projectId, withToken)).toEqual({
      enabled: false,
      text: 'See you in part 2',
    });
  });

  it('answers 400 with a clear message for bad input, and changes nothing', async () => {
    const { projectId, withToken } = await startProject(ctx.app, settings);
    const bad: [unknown, string][] = [
      [{ text: 'x'.repeat(61) }, 'endCard.text must be at most 60 characters'],
      [{ text: '   ' }, 'endCard.text must not be empty'],
      [{ text: 'Part\u00002' }, 'must not contain control characters'],
      [{ enabled: 'yes' }, 'endCard.enabled'],
      [{ enabled: true, colour: 'red' }, 'colour'],
    ];
    for (const [endCard, message] of bad) {
      const response = await api('PUT', `/story/${projectId}/settings`, withToken, { endCard });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    expect(await endCardOf(projectId, withToken)).toEqual({
      enabled: false,
      text: END_CARD_DEFAULT_TEXT,
    });
  });

  it("answers 404 for another user's project", async () => {
    const { projectId, generationToken } = await startProject(ctx.app, settings);
    const other = await createSignedInUser(ctx.app);
    const response = await api(
      'PUT',
      `/story/${projectId}/settings`,
      {
        ...other.headers,
        'generation-token': generationToken,
      },
      { endCard: { enabled: true } },
    );
    expect(response.statusCode).toBe(404);
  });
});
