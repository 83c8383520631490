import {
  adminAuditPageSchema,
  adminCreditsRequestSchema,
  adminCreditsResponseSchema,
  adminGenerationDetailSchema,
  adminGenerationPageSchema,
  adminGenerationQuerySchema,
  adminOverviewQuerySchema,
  adminOverviewSchema,
  adminUserDetailSchema,
  adminUserPageSchema,
  adminUserQuerySchema,
  ERROR_CODES,
  pageQuerySchema,
  SERVER_MESSAGES,
} from '@reelsmith/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../errors.js';
import { currentUser } from '../../plugins/authenticate.js';
import type { AdminService } from '../../services/admin.service.js';
import { perUserRateLimit } from '../payment/rate-limit.js';

const userParams = z.object({ id: z.uuid({ message: 'id must be a user id' }) });
const generationParams = z.object({ id: z.uuid({ message: 'id must be a project id' }) });

/**
 * The operator's console (docs/product/operator-console.md): every call needs a signed-in
 * person whose email is in ADMIN_EMAILS; anyone else, signed in, gets 403 `Access denied`.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ admin: AdminService }> = async (
  app,
  { admin },
) => {
  const tags = ['admin'];
  const requireOperator = async (request: FastifyRequest) => {
    if (!admin.isOperator(currentUser(request).email)) {
      throw new HttpError(403, SERVER_MESSAGES.accessDenied, ERROR_CODES.FORBIDDEN);
    }
  };
  const operatorOnly = { onRequest: [app.authenticate, requireOperator] };

  app.get(
    '/admin/overview',
    {
      ...operatorOnly,
      schema: {
        tags,
        operationId: 'getAdminOverview',
        errors: [403],
        summary:
          'Videos made, renders failed, revenue, provider cost, margin and flagged prompts over the last `days` (1-365, default 30)',
        querystring: adminOverviewQuerySchema,
        response: { 200: adminOverviewSchema },
      },
    },
    async (request) => admin.overview(request.query.days),
  );

  app.get(
    '/admin/users',
    {
      ...operatorOnly,
      schema: {
        tags,
        operationId: 'searchAdminUsers',
        errors: [403],
        summary: 'Users whose email contains `query`, newest first, with their balance',
        querystring: adminUserQuerySchema,
        response: { 200: adminUserPageSchema },
      },
    },
    async (request) => admin.users(request.query.query, request.query.page, request.query.size),
  );

  app.get(
    '/admin/users/:id',
    {
      ...operatorOnly,
      schema: {
        tags,
        operationId: 'getAdminUser',
        errors: [403, 404],
        summary: 'One user: balance, the last 50 ledger rows and generations',
        params: userParams,
        response: { 200: adminUserDetailSchema },
      },
    },
    async (request) => admin.user(request.params.id),
  );

  app.post(
    '/admin/users/:id/credits',
    {
      ...operatorOnly,
      config: { rateLimit: perUserRateLimit(60) },
      schema: {
        tags,
        operationId: 'changeAdminUserCredits',
        errors: [403, 404, 409],
        summary:
          'Grant (`amount` > 0) or take back (`amount` < 0) credits, with a required `reason`: a ledger row `operator` and an audit row; never below a balance of 0 (409)',
        params: userParams,
        body: adminCreditsRequestSchema,
        response: { 200: adminCreditsResponseSchema },
      },
    },
    async (request) => admin.changeCredits(currentUser(request), request.params.id, request.body),
  );

  app.get(
    '/admin/generations',
    {
      ...operatorOnly,
      schema: {
        tags,
        operationId: 'listAdminGenerations',
        errors: [403],
        summary: "Every user's generations, newest first, with their cost; by `status` or `userId`",
        querystring: adminGenerationQuerySchema,
        response: { 200: adminGenerationPageSchema },
      },
    },
    async (request) =>
      admin.generations(
        { userId: request.query.userId, status: request.query.status },
        request.query.page,
        request.query.size,
      ),
  );

  app.get(
    '/admin/generations/:id',
    {
      ...operatorOnly,
      schema: {
        tags,
        operationId: 'getAdminGeneration',
        errors: [403, 404],
        summary:
          'One generation: status, step, failure message, `costUsd` and `usage` (each provider call with its role, model and cost)',
        params: generationParams,
        response: { 200: adminGenerationDetailSchema },
      },
    },
    async (request) => admin.generation(request.params.id),
  );

  app.get(
    '/admin/audit',
    {
      ...operatorOnly,
      schema: {
        tags,
        operationId: 'listAdminAudit',
        errors: [403],
        summary: "The operators' actions, newest first",
        querystring: pageQuerySchema,
        response: { 200: adminAuditPageSchema },
      },
    },
    async (request) => admin.audit(request.query.page, request.query.size),
  );
};
