import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Container } from '../composition.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every service, built once by the composition root (composition.ts). */
    services: Container;
    /** The one payments service (and payment provider client) shared by every route. */
    payments: Container['payments'];
  }
}

/** Decorates the app with the services of the composition root. */
export const servicesPlugin = fp(
  async (app: FastifyInstance, opts: { container: Container }) => {
    app.decorate('services', opts.container);
    app.decorate('payments', opts.container.payments);
  },
  { name: 'services', dependencies: ['database'] },
);
