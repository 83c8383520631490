import {
  deleteAccountRequestSchema,
  deleteAccountResponseSchema,
  updateUserSettingsRequestSchema,
  userSettingsResponseSchema,
} from '@reelsmith/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/authenticate.js';
import type { AccountService } from '../../services/account.service.js';
import { perUserRateLimit } from '../payment/rate-limit.js';

/** The account: its defaults and its deletion (docs/product/api.md#user-settings). */
export const userRoutes: FastifyPluginAsyncZod<{ account: AccountService }> = async (
  app,
  { account },
) => {
  const tags = ['user'];
  const security = [{ bearer: [] }];
  const signedIn = { onRequest: app.authenticate };

  app.get(
    '/user/settings',
    {
      ...signedIn,
      schema: {
        operationId: 'getUserSettings',
        errors: [],
        tags,
        security,
        summary: "The account's email and its defaults for new videos",
        response: { 200: userSettingsResponseSchema },
      },
    },
    async (request) => account.settings(currentUser(request).id),
  );

  app.put(
    '/user/settings',
    {
      ...signedIn,
      config: { rateLimit: perUserRateLimit(60) },
      schema: {
        operationId: 'updateUserSettings',
        errors: [],
        tags,
        security,
        summary: 'Change any of the defaults; the others keep their value',
        body: updateUserSettingsRequestSchema,
        response: { 200: userSettingsResponseSchema },
      },
    },
    async (request) => account.updateSettings(currentUser(request).id, request.body),
  );

  app.delete(
    '/user/account',
    {
      onRequest: app.authenticateSession,
      config: { rateLimit: perUserRateLimit(10) },
      schema: {
        operationId: 'deleteAccount',
        errors: [],
        tags,
        security,
        summary:
          'Delete the account, confirmed by its email: projects, videos, files, settings and every session go; the ledger and payments stay without personal data',
        body: deleteAccountRequestSchema,
        response: { 200: deleteAccountResponseSchema },
      },
    },
    async (request) => {
      await account.deleteAccount(currentUser(request).id, request.body.confirmEmail);
      return { deleted: true as const };
    },
  );
};
