/**
 * The second app server of the browser tests signs in with "Google" for real: OpenID Connect
 * against a local provider (oauth2-mock-server), instead of the development sign-in.
 */
// Offsets from E2E_PORT, so that two runs on one machine (E2E_PORT apart) do not collide.
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
export const OIDC_PROVIDER_PORT = BASE_PORT + 90;
export const OIDC_PROVIDER_URL = `http://127.0.0.1:${OIDC_PROVIDER_PORT}`;
export const OIDC_APP_PORT = BASE_PORT + 1;
export const OIDC_APP_URL = `http://127.0.0.1:${OIDC_APP_PORT}`;
export const OIDC_CLIENT_ID = 'reelsmith-e2e';

/** Who the local provider signs in. */
export const OIDC_IDENTITY = {
  sub: 'e2e-google-subject-1',
  email: 'oidc.person@example.com',
  email_verified: true,
  name: 'Oidc Person',
};
