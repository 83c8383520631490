import type { ClientErrorReport } from '@reelsmith/contract';
import type { Db } from './transaction.js';

/** Errors the browser reported (`POST /errors/report`). */
export function clientErrorsRepository(db: Db) {
  return {
    async insert(
      report: ClientErrorReport,
      from: { userId: string | null; userAgent: string | null; requestId: string },
    ): Promise<void> {
      await db
        .insertInto('client_errors')
        .values({
          user_id: from.userId,
          kind: report.kind,
          name: report.name ?? null,
          message: report.message,
          stack: report.stack ?? null,
          url: report.url ?? null,
          user_agent: from.userAgent,
          request_id: from.requestId,
        })
        .execute();
    },

    /** A deleted account's reports stay, no longer tied to it. */
    async forgetUser(userId: string): Promise<void> {
      await db
        .updateTable('client_errors')
        .set({ user_id: null })
        .where('user_id', '=', userId)
        .execute();
    },
  };
}
export type ClientErrorsRepository = ReturnType<typeof clientErrorsRepository>;
