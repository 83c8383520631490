import type { IncomingMessage } from 'node:http';
import { OAuth2Server, type MutableRedirectUri, type MutableToken } from 'oauth2-mock-server';

export interface TestIdentity {
  sub: string;
  email?: string;
  name?: string;
  picture?: string;
  email_verified?: boolean;
}

/**
 * A real OpenID Connect provider on 127.0.0.1 (oauth2-mock-server): discovery, JWKS, an
 * /authorize that approves at once, a token endpoint that checks PKCE and signs ID tokens.
 * Tests choose who signs in (`identity`) and may tamper with the next ID token or redirect.
 */
export class TestOidcProvider {
  readonly server = new OAuth2Server();
  identity: TestIdentity = { sub: 'google-sub-1', email: 'ada@example.com', name: 'Ada' };
  /** Changes the ID token's claims before signing (wrong nonce, audience, expiry...). */
  tamperIdToken: ((payload: Record<string, unknown>) => void) | undefined;
  /** Changes where /authorize sends the browser back (denied consent...). */
  tamperRedirect: ((url: URL) => void) | undefined;
  /** Token requests seen (to prove PKCE verifiers were sent). */
  readonly tokenRequests: Record<string, string>[] = [];
  private port = 0;

  constructor() {
    this.server.service.on('beforeTokenSigning', (token: MutableToken, req: IncomingMessage) => {
      // The ID token is the one signed for our client (the access token has no nonce claim
      // only when none was sent; tell them apart by the grant's audience instead).
      Object.assign(token.payload, this.identity);
      if (this.tamperIdToken !== undefined && token.payload.aud !== undefined) {
        this.tamperIdToken(token.payload);
      }
      const body = (req as IncomingMessage & { body?: Record<string, string> }).body;
      if (body !== undefined && !this.tokenRequests.includes(body)) this.tokenRequests.push(body);
    });
    this.server.service.on('beforeAuthorizeRedirect', (redirect: MutableRedirectUri) => {
      this.tamperRedirect?.(redirect.url);
    });
    this.server.service.on('beforeUserinfo', (response: { body: Record<string, unknown> }) => {
      response.body = { ...this.identity };
    });
  }

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(port = 0) {
    if (this.server.issuer.keys.toJSON().length === 0) {
      await this.server.issuer.keys.generate('RS256');
    }
    await this.server.start(port, '127.0.0.1');
    this.port = this.server.address().port;
    // The issuer must be exactly the address configured, or discovery's issuer check fails.
    this.server.issuer.url = this.url;
    return this;
  }

  async stop() {
    if (this.server.listening) await this.server.stop();
  }

  reset() {
    this.identity = { sub: 'google-sub-1', email: 'ada@example.com', name: 'Ada' };
    this.tamperIdToken = undefined;
    this.tamperRedirect = undefined;
    this.tokenRequests.length = 0;
  }
}
