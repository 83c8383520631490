/**
 * The local OpenID Connect provider of the browser tests, run as its own process by the
 * Playwright config: `npx tsx e2e/support/oidc-mock-server.ts`. Its /authorize approves at
 * once and its ID tokens name OIDC_IDENTITY.
 */
import { OAuth2Server, type MutableToken } from 'oauth2-mock-server';
import { OIDC_IDENTITY, OIDC_PROVIDER_PORT, OIDC_PROVIDER_URL } from './oidc-servers';

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
server.service.on('beforeTokenSigning', (token: MutableToken) => {
  Object.assign(token.payload, OIDC_IDENTITY);
});
server.service.on('beforeUserinfo', (response: { body: Record<string, unknown> }) => {
  response.body = { ...OIDC_IDENTITY };
});
await server.start(OIDC_PROVIDER_PORT, '127.0.0.1');
// The issuer must be the address the app is configured with, or discovery fails.
server.issuer.url = OIDC_PROVIDER_URL;
console.log(`OIDC provider on ${OIDC_PROVIDER_URL}`);

const stop = () => {
  server.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
