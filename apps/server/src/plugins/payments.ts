import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPaymentProvider } from '../providers/payments/index.js';
import { paymentsService, type PaymentsService } from '../services/payments.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one payments service (and payment provider client) shared by every route. */
    payments: PaymentsService;
  }
}

export const paymentsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'payments',
      paymentsService({
        db: app.db,
        provider: createPaymentProvider(app.config, app.db),
        config: app.config,
        log: app.log,
      }),
    );
  },
  { name: 'payments', dependencies: ['database'] },
);
