import { startMediaFake } from '../../apps/server/test/support/openai-media-fake';

/**
 * The media fake of the server tests (a WAV for speech, verbose JSON for transcriptions, a PNG
 * for images, every call counted by path) as a process on a known port, for the fourth app
 * server of the browser tests (e2e/support/media-server.ts). `GET /calls` gives the counts.
 */
const fake = await startMediaFake(Number(process.env.PORT ?? 3193));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void fake.close().then(() => process.exit(0)));
}
