import { DURATION_DETAILS, storySchema } from '@reelsmith/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { ProviderError } from '../src/openai/client.js';
import { writeBuiltinStory } from '../src/story/builtin-writer.js';
import { createOpenAiWriter } from '../src/story/openai-writer.js';
import { storyWordCount } from '../src/story/words.js';
import { chatReply, startFakeOpenAi } from './fake-openai.js';
import type { FakeOpenAi, FakeReply } from './fake-openai.js';

const good = writeBuiltinStory({ topic: 'science-exploration', duration: 'short' }, 1);
const request = {
  topic: 'science-exploration',
  duration: 'short' as const,
  artStyle: 'noir' as const,
};
let fake: FakeOpenAi | undefined;

afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function writerAgainst(replies: FakeReply[], timeoutMs = 2000) {
  fake = await startFakeOpenAi((_req, i) => replies[i] ?? chatReply('{}'));
  return createOpenAiWriter({
    baseUrl: fake.baseUrl,
    apiKey: 'sk-test',
    model: 'test-model',
    timeoutMs,
  });
}

describe('OpenAI-compatible story writer (against a local fake API)', () => {
  it('asks for JSON with the topic direction and returns the story', async () => {
    const writer = await writerAgainst([chatReply(JSON.stringify(good))]);
    const story = await writer.write(request, { seed: 3 });
    expect(story).toEqual(good);
    const sent = fake!.requests[0]!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.authorization).toBe('Bearer sk-test');
    expect(sent.body.model).toBe('test-model');
    expect(sent.body.response_format).toEqual({ type: 'json_object' });
    const prompt = JSON.stringify(sent.body.messages);
    expect(prompt).toContain('hook');
    expect(prompt).toContain('75-150 words');
    expect(prompt).toContain('Film Noir');
    expect(prompt).toContain('discovery or expedition');
  });

  it('asks for the story in the requested language, image prompts in English', async () => {
    const spanish = writeBuiltinStory({ ...request, language: 'es' }, 1);
    const writer = await writerAgainst([
      chatReply(JSON.stringify(good)),
      chatReply(JSON.stringify(spanish)),
    ]);
    await writer.write(request);
    expect(await writer.write({ ...request, language: 'es' })).toEqual(spanish);
    const english = JSON.stringify(fake!.requests[0]!.body.messages);
    const asked = JSON.stringify(fake!.requests[1]!.body.messages);
    expect(english).not.toContain('Spanish');
    expect(asked).toContain('every narration in Spanish');
    expect(asked).toContain('image prompts in English');
  });

  it('accepts a fenced JSON answer', async () => {
    const writer = await writerAgainst([chatReply('```json\n' + JSON.stringify(good) + '\n```')]);
    expect(storySchema.safeParse(await writer.write(request)).success).toBe(true);
  });

  it('re-asks after malformed JSON and after an out-of-range word count', async () => {
    const tooShort = { ...good, scenes: good.scenes.slice(0, 2) };
    const writer = await writerAgainst([
      chatReply('Sure! Here is your story: {title: oops'),
      chatReply(JSON.stringify(tooShort)),
      chatReply(JSON.stringify(good)),
    ]);
    const story = await writer.write(request);
    const { minWords, maxWords } = DURATION_DETAILS.short;
    expect(storyWordCount(story)).toBeGreaterThanOrEqual(minWords);
    expect(storyWordCount(story)).toBeLessThanOrEqual(maxWords);
    expect(fake!.requests).toHaveLength(3);
    const third = JSON.stringify(fake!.requests[2]!.body.messages);
    expect(third).toContain('not valid JSON');
    expect(third).toMatch(/it must have 75-150 words/);
  });

  it('gives up with a clear error after the allowed attempts', async () => {
    const writer = await writerAgainst([chatReply('no'), chatReply('no'), chatReply('no')]);
    await expect(writer.write(request)).rejects.toThrow(/no usable story/);
    expect(fake!.requests).toHaveLength(3);
  });

  it('retries 429 and 500 with backoff', async () => {
    const writer = await writerAgainst([
      { status: 429, json: { error: { message: 'slow down' } }, headers: { 'retry-after': '0' } },
      { status: 500, json: { error: { message: 'boom' } } },
      chatReply(JSON.stringify(good)),
    ]);
    const started = Date.now();
    expect(await writer.write(request)).toEqual(good);
    expect(fake!.requests).toHaveLength(3);
    // Retry-After: 0 for the 429, then the SDK's own backoff (about 0.4-0.5 s) for the 500.
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });

  it('does not retry a 401', async () => {
    const writer = await writerAgainst([{ status: 401, json: { error: 'bad key' } }]);
    const error: unknown = await writer.write(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).status).toBe(401);
    expect(fake!.requests).toHaveLength(1);
  });

  it('times out a hanging server, retries, then fails', async () => {
    const writer = await writerAgainst(
      [{ hang: true }, { hang: true }, { hang: true }, { hang: true }],
      150,
    );
    await expect(writer.write(request)).rejects.toThrow(/timed out/);
    // The SDK's maxRetries (3) after the first attempt.
    expect(fake!.requests).toHaveLength(4);
  }, 15_000);

  it('recovers when a timed-out request succeeds on retry', async () => {
    const writer = await writerAgainst([{ hang: true }, chatReply(JSON.stringify(good))], 150);
    expect(await writer.write(request)).toEqual(good);
  });
});
