import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../../plugins/authenticate.js';

/**
 * A route rate limit per signed-in session (the token's hash), else per address: people
 * behind one address do not share a budget. Runs before authentication, so it reads the
 * token itself.
 */
export const perUserRateLimit = (max: number) => ({
  max,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => {
    const token = bearerToken(request);
    return token === undefined
      ? `ip:${request.ip}`
      : `token:${createHash('sha256').update(token).digest('hex')}`;
  },
});
