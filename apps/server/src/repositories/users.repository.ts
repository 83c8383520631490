import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/schema.js';
import type { SessionUser } from './sessions.repository.js';

/** Who the identity provider says signed in. The subject, not the email, names the person. */
export interface ProviderIdentity {
  provider: string;
  subject: string;
  email: string;
  name: string | null;
  picture: string | null;
}

export function usersRepository(db: Kysely<Database>) {
  return {
    /**
     * Creates the user on first sign-in, or refreshes email, name and picture (they can change
     * at the provider) and the last sign-in time. `created` tells a first sign-in apart.
     */
    async upsertFromProvider(
      identity: ProviderIdentity,
    ): Promise<{ user: SessionUser; created: boolean }> {
      const row = await db
        .insertInto('users')
        .values({
          provider: identity.provider,
          subject: identity.subject,
          email: identity.email,
          name: identity.name,
          picture: identity.picture,
        })
        .onConflict((oc) =>
          oc.columns(['provider', 'subject']).doUpdateSet((eb) => ({
            email: eb.ref('excluded.email'),
            name: eb.ref('excluded.name'),
            picture: eb.ref('excluded.picture'),
            last_sign_in_at: sql<Date>`now()`,
          })),
        )
        // xmax is 0 only on a row this statement inserted (PostgreSQL's upsert idiom).
        .returning(['id', 'email', 'name', 'picture', sql<boolean>`(xmax = 0)`.as('created')])
        .executeTakeFirstOrThrow();
      const { created, ...user } = row;
      return { user, created };
    },

    async findById(id: string): Promise<SessionUser | undefined> {
      return db
        .selectFrom('users')
        .select(['id', 'email', 'name', 'picture'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** A live (not deleted) user's email; `lock` holds the row until the transaction ends. */
    async findEmail(id: string, options: { lock?: boolean } = {}): Promise<string | undefined> {
      let query = db
        .selectFrom('users')
        .select('email')
        .where('id', '=', id)
        .where('deleted_at', 'is', null);
      if (options.lock === true) query = query.forUpdate();
      return (await query.executeTakeFirst())?.email;
    },

    /**
     * Empties a deleted account's row of personal data: no email, name, picture or provider
     * subject (the same provider account signs up afresh). The row stays for the ledger.
     */
    async anonymize(id: string): Promise<void> {
      await db
        .updateTable('users')
        .set({
          email: '',
          name: null,
          picture: null,
          subject: sql<string>`'deleted:' || id::text`,
          deleted_at: new Date(),
        })
        .where('id', '=', id)
        .execute();
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
