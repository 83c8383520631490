import { STYLE_GUIDE_MAX_LENGTH } from '@reelsmith/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  createSignedInUser,
  createTestApp,
  startProject,
  testDatabases,
  type TestContext,
} from './harness.js';

/**
 * A story's style guide at the API: written with the story, kept through an edit, refused
 * with a 400 naming it when too long, another user's project a 404; `fallbacks` is [] until
 * a render finishes (test/render/fallback-render.test.ts covers one that has them).
 */
describe.each(testDatabases())('Story style guide (%s)', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => ctx.close());

  it('comes with the story, is edited with it, and is checked', async () => {
    const { api } = apiClient(ctx.app);
    const { projectId, generationToken, withToken } = await startProject(ctx.app, {
      topic: 'war-stories',
      artStyle: 'noir',
      aspectRatio: '9:16',
      duration: 'short',
      voice: 'nova',
    });
    // The story job's work, in this process.
    const generations = ctx.services.generations;
    const row = await generations.beginStory(projectId);
    const story = await ctx.services.studio.writeStory({ ...row!.settings });
    await generations.storyReady(projectId, story);

    const status = await api('GET', `/story/${projectId}/status`, withToken);
    expect(status.json()).toMatchObject({ story: { styleGuide: story.styleGuide }, fallbacks: [] });
    expect(story.styleGuide).toMatch(/Palette: /);

    const guide = 'A tall soldier with a red scarf; grey winter light; a ruined town.';
    const put = await api('PUT', `/story/${projectId}/story`, withToken, {
      story: { ...story, styleGuide: guide },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ story: { styleGuide: guide } });

    const tooLong = await api('PUT', `/story/${projectId}/story`, withToken, {
      story: { ...story, styleGuide: 'x'.repeat(STYLE_GUIDE_MAX_LENGTH + 1) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ message: string }>().message).toContain(
      `styleGuide must be at most ${STYLE_GUIDE_MAX_LENGTH} characters`,
    );

    const other = await createSignedInUser(ctx.app);
    const foreign = await api(
      'PUT',
      `/story/${projectId}/story`,
      { ...other.headers, 'generation-token': generationToken },
      { story: { ...story, styleGuide: guide } },
    );
    expect(foreign.statusCode).toBe(404);
  });
});
