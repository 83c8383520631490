/**
 * @reelsmith/studio: the video engine. Settings -> story -> voice -> images -> captions -> MP4.
 * No HTTP server, no SQL: the server's job queue drives it through this API.
 */
export type { StoryRequest, StoryWriter, WriteOptions } from './story/story-writer.js';
export { createBuiltinWriter, promptSubject, writeBuiltinStory } from './story/builtin-writer.js';
export { createOpenAiWriter, buildStoryPrompt, checkStoryReply } from './story/openai-writer.js';
export type { OpenAiWriterConfig } from './story/openai-writer.js';
export { splitScript } from './story/split-script.js';
export { countWords, storyWordCount } from './story/words.js';
export { inferMood } from './story/topics.js';
export { MUSIC_MOODS } from './music/moods.js';
export type { MusicMood } from './music/moods.js';
export { ProviderError } from './openai/client.js';
export type { OpenAiEndpoint } from './openai/client.js';
