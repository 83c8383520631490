import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import {
  FAILING_APP_PORT,
  FAILING_APP_URL,
  FAKE_OPENAI_PORT,
  FAKE_OPENAI_URL,
} from './support/failing-server';
import {
  MEDIA_APP_PORT,
  MEDIA_APP_URL,
  MEDIA_FAKE_PORT,
  MEDIA_FAKE_URL,
} from './support/media-server';
import {
  OIDC_APP_PORT,
  OIDC_APP_URL,
  OIDC_CLIENT_ID,
  OIDC_PROVIDER_PORT,
  OIDC_PROVIDER_URL,
} from './support/oidc-servers';

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) against the server that
 * `npm start` runs, built beforehand, on a fresh embedded database: on port 3100 with the
 * development sign-in and the test payment provider (what most tests use), on port 3101
 * signing in through OpenID Connect against a local provider (the sign-in tests), on 3102 with
 * a failing images API (the fallback, failure and operator tests), and on 3103 speaking and
 * drawing through a fake of OpenAI's media APIs that counts the calls (the versions journey).
 */
// E2E_PORT lets two runs share a machine (e.g. CI in a clone beside a developer).
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
// Pinned in the environment so that worker processes agree with the main one.
const DATA_DIR = (process.env.E2E_DATA_DIR ??= path.join(
  os.tmpdir(),
  `reelsmith-e2e-${process.pid}-${Date.now()}`,
));

// The fake images API of the third server is priced (a cent a picture) so that its editor shows
// the free redraws left (docs/product/limits.md#unpaid-work); written here, where its port is known.
const PRICES_FILE = `${DATA_DIR}-fake-openai-prices.json`;
const perPicture = { '1024x1024': 0.01, '1024x1536': 0.01, '1536x1024': 0.01 };
writeFileSync(
  PRICES_FILE,
  JSON.stringify({
    models: {
      [`127.0.0.1:${FAKE_OPENAI_PORT}/gpt-image-1-mini`]: { perImage: { medium: perPicture } },
    },
  }),
);

// A dozen full renders share two cores: x264's fastest preset takes 57% of the default's time
// for a larger file (decision 0072). The finished file's quality is measured by the engine's
// own tests (packages/studio/test/finished-quality.test.ts), at the product's settings.
const RENDER_PRESET = 'ultrafast';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * One app server: what `npm start` runs, built beforehand, on its own port and its own fresh
 * embedded database (`DATA_DIR` + `dataSuffix`), with `env` on top of the test settings.
 */
function appServer(
  port: number,
  url: string,
  dataSuffix: string,
  env: Record<string, string>,
  stdout: 'pipe' | 'ignore' = 'pipe',
) {
  return {
    command: 'node apps/server/dist/server.js',
    cwd: ROOT,
    url: `${url}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: `${DATA_DIR}${dataSuffix}`,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Every test signs in from 127.0.0.1: the production budget would trip the suite.
      SIGN_IN_RATE_LIMIT: '1000',
      ...env,
    },
  };
}

/** A local stand-in for a service we cannot reach (a script in e2e/support) on its own port. */
function fakeServer(script: string, port: number, readyUrl: string) {
  return {
    command: `npx tsx e2e/support/${script}`,
    cwd: ROOT,
    url: readyUrl,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: { PORT: String(port) },
  };
}

const EDITOR_SPECS = /[\\/](create|editor|editor-failure|drafts)\.spec\.ts$/;
const FULL_RENDER_SPECS = /[\\/]editor-(render|versions)\.spec\.ts$/;
// A full render on the failing server (one worker there too): on a desktop only.
const FALLBACK_SPECS = /[\\/]editor-fallback\.spec\.ts$/;
const SIGNED_IN_SPECS = /[\\/](dashboard|notifications|settings|custom-tool)\.spec\.ts$/;
// The main journey on a phone, up to the button that spends (no second full render).
const PHONE_JOURNEY_SPECS = /[\\/]journey-phone\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  // On CI's loaded two cores (two browsers, four app servers, renders in their processes) a
  // page or a call has taken longer than 10 s (seen in CI: an editor still loading, a finalize
  // still answering): the expectations wait 20 s, a test 90 s. A passing test takes no longer.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  // No retries, in CI either: a test that fails once is a failure to fix at its cause.
  retries: 0,
  forbidOnly: process.env.CI === 'true',
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    // Full renders (a real MP4 from the offline engine) take minutes: their own project, on a
    // desktop (as few as prove the point), listed first so that they start first and the
    // short tests fill the other worker around them. The server's one worker renders one video at a
    // time, so a render may first wait behind another test's (the dashboard's and the
    // notifications' make videos too): hence 8 minutes. The versions journey (editor-versions)
    // also runs on a phone here, after the desktop one, in the same worker: the calls it counts
    // on the media fake are then its own.
    {
      name: 'full-render-desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: [FULL_RENDER_SPECS, FALLBACK_SPECS],
      timeout: 480_000,
    },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: [EDITOR_SPECS, FULL_RENDER_SPECS, FALLBACK_SPECS, PHONE_JOURNEY_SPECS],
    },
    // The signed-in screens also run on a phone (touch, 412 px wide, the header's menu).
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], channel: undefined },
      testMatch: [SIGNED_IN_SPECS, PHONE_JOURNEY_SPECS],
    },
    // The create and editor journeys run as a person on a desktop and on a phone would.
    {
      name: 'editor-desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: EDITOR_SPECS,
    },
    {
      name: 'editor-phone',
      use: { ...devices['Pixel 7'], channel: undefined },
      testMatch: EDITOR_SPECS,
    },
  ],
  webServer: [
    appServer(PORT, BASE_URL, '', { RENDER_PRESET }),
    fakeServer(
      'oidc-mock-server.ts',
      OIDC_PROVIDER_PORT,
      `${OIDC_PROVIDER_URL}/.well-known/openid-configuration`,
    ),
    appServer(OIDC_APP_PORT, OIDC_APP_URL, '-oidc', {
      GOOGLE_CLIENT_ID: OIDC_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: 'e2e-client-secret',
      OIDC_ISSUER_URL: OIDC_PROVIDER_URL,
    }),
    fakeServer('fake-openai-server.ts', FAKE_OPENAI_PORT, `${FAKE_OPENAI_URL}/health`),
    // A third app server whose image provider (a local fake of OpenAI's images API) fails:
    // the built-in illustrator stands in (editor-fallback.spec.ts), and an "undrawable"
    // prompt's render fails at IMAGES, for the failure journey (editor-failure.spec.ts).
    // Its failures are the point: their log lines (stdout) would bury the run's output.
    appServer(
      FAILING_APP_PORT,
      FAILING_APP_URL,
      '-failing',
      {
        RENDER_PRESET,
        // One credit at sign-up: finalizing spends the last one, so the failure journey also
        // opens a paid project's editor at a balance of 0 (the editor guard's exception).
        SIGNUP_CREDITS: '1',
        OPENAI_API_KEY: 'e2e-fake-key',
        OPENAI_BASE_URL: `${FAKE_OPENAI_URL}/v1`,
        STORY_PROVIDER: 'builtin',
        VOICE_PROVIDER: 'builtin',
        IMAGE_PROVIDER: 'openai',
        // The operator's console and the content rules (admin.spec.ts): the fake flags "flagme".
        ADMIN_EMAILS: 'e2e-operator@example.com',
        MODERATION: 'on',
        PRICES_FILE,
      },
      'ignore',
    ),
    fakeServer('media-fake-server.ts', MEDIA_FAKE_PORT, `${MEDIA_FAKE_URL}/health`),
    // A fourth app server whose voice and pictures come from the media fake, which counts the
    // calls: the versions journey proves a preview's are reused (editor-versions.spec.ts).
    appServer(MEDIA_APP_PORT, MEDIA_APP_URL, '-media', {
      // Its voice has no word times to give (a tone) and its models no price: a warning a scene.
      LOG_LEVEL: 'error',
      RENDER_PRESET,
      STORY_PROVIDER: 'builtin',
      TTS_BASE_URL: `${MEDIA_FAKE_URL}/v1`,
      TTS_API_KEY: 'e2e-fake-key',
      IMAGE_BASE_URL: `${MEDIA_FAKE_URL}/v1`,
      IMAGE_API_KEY: 'e2e-fake-key',
    }),
  ],
});
