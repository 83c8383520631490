/**
 * The third app server of the browser tests draws its pictures through a local fake of OpenAI's
 * images API that refuses them (e2e/support/fake-openai-server.ts): the built-in illustrator
 * stands in for every scene, except a prompt with "undrawable", whose render fails at IMAGES.
 */
// Offsets from E2E_PORT, so that two runs on one machine (E2E_PORT apart) do not collide.
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
export const FAILING_APP_PORT = BASE_PORT + 2;
export const FAILING_APP_URL = `http://127.0.0.1:${FAILING_APP_PORT}`;
export const FAKE_OPENAI_PORT = BASE_PORT + 92;
export const FAKE_OPENAI_URL = `http://127.0.0.1:${FAKE_OPENAI_PORT}`;
