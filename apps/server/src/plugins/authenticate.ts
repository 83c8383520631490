import { SERVER_MESSAGES } from '@reelsmith/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../errors.js';
import { sessionsRepository, type SessionUser } from '../repositories/sessions.repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for every protected route: sets request.user or answers 401. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    sessionId: string | null;
  }
}

/** Only touch last_used_at once a minute per session: a write per request is waste. */
const TOUCH_INTERVAL_MS = 60_000;

export const bearerToken = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const token = match?.[1];
  return token === undefined || token === 'null' || token === 'undefined' ? undefined : token;
};

export const authenticatePlugin = fp(
  async (app: FastifyInstance) => {
    const sessions = sessionsRepository(app.db);
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (token === undefined) throw unauthorized(SERVER_MESSAGES.noToken);
      const session = await sessions.findLive(token);
      if (session === undefined) throw unauthorized(SERVER_MESSAGES.invalidToken);
      request.user = {
        id: session.id,
        email: session.email,
        name: session.name,
        picture: session.picture,
      };
      request.sessionId = session.sessionId;
      if (Date.now() - new Date(session.lastUsedAt).getTime() > TOUCH_INTERVAL_MS) {
        await sessions.touch(session.sessionId);
      }
    });
  },
  { name: 'authenticate', dependencies: ['database'] },
);

/** The signed-in user of a route that ran `app.authenticate`. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (request.user === null) throw unauthorized(SERVER_MESSAGES.noToken);
  return request.user;
}
