import {
  DEFAULT_USER_SETTINGS,
  userSettingsSchema,
  type UpdateUserSettingsRequest,
  type UserSettings,
} from '@reelsmith/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * What is stored is only what the user changed; the defaults fill the rest on read, so a
 * default changed later reaches everyone who never chose otherwise, and a field added later
 * (`language`) needs no migration: rows saved before it answer its default. A stored value
 * that no longer fits (a track removed since) falls back to the default, field by field.
 */
export function mergeSettings(stored: Record<string, unknown> | undefined): UserSettings {
  const merged: Record<string, unknown> = { ...DEFAULT_USER_SETTINGS };
  for (const [field, value] of Object.entries(stored ?? {})) {
    const shape = userSettingsSchema.shape as Record<
      string,
      { safeParse(v: unknown): { success: boolean } }
    >;
    if (shape[field]?.safeParse(value).success === true) merged[field] = value;
  }
  return userSettingsSchema.parse(merged);
}

export function userSettingsRepository(db: Kysely<Database>) {
  return {
    async find(userId: string): Promise<UserSettings> {
      const row = await db
        .selectFrom('user_settings')
        .select('settings')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return mergeSettings(row?.settings);
    },

    /** Merges the change into what is stored in one statement: concurrent changes both land. */
    async update(userId: string, change: UpdateUserSettingsRequest): Promise<UserSettings> {
      const patch = JSON.stringify(change);
      const row = await db
        .insertInto('user_settings')
        .values({ user_id: userId, settings: patch })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({
            settings: sql`user_settings.settings || excluded.settings`,
            updated_at: sql`now()`,
          }),
        )
        .returning('settings')
        .executeTakeFirstOrThrow();
      return mergeSettings(row.settings);
    },

    async delete(userId: string): Promise<void> {
      await db.deleteFrom('user_settings').where('user_id', '=', userId).execute();
    },
  };
}
