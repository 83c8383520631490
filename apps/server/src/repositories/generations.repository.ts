import {
  ACTIVE_STATUSES,
  type GenerationStatus,
  type RenderOptions,
  type RenderStep,
  type Story,
  type VideoSettings,
} from '@reelsmith/contract';
import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import { precompiled } from '../db/precompiled.js';
import type { Database } from '../db/schema.js';
import type { GenerationTable } from '../db/tables/generations.js';

export type GenerationRow = Selectable<GenerationTable>;

/** What a transition writes: JSON columns as values, serialized here. */
export type GenerationPatch = Omit<
  Updateable<GenerationTable>,
  'story' | 'settings' | 'render_options' | 'id' | 'user_id'
> & { story?: Story | null; settings?: VideoSettings; render_options?: RenderOptions };

const serialize = (patch: GenerationPatch): Updateable<GenerationTable> => {
  const { story, settings, render_options, ...rest } = patch;
  return {
    ...rest,
    ...(story === undefined ? {} : { story: story === null ? null : JSON.stringify(story) }),
    ...(settings === undefined ? {} : { settings: JSON.stringify(settings) }),
    ...(render_options === undefined ? {} : { render_options: JSON.stringify(render_options) }),
    updated_at: new Date(),
  };
};

/** The row's timestamp columns. */
type Timestamp = {
  [K in keyof GenerationRow]: GenerationRow[K] extends Date | null ? K : never;
}[keyof GenerationRow];
/** Every timestamp column: the type checker refuses this list if one is missing. */
const TIMESTAMPS = Object.keys({
  created_at: true,
  updated_at: true,
  completed_at: true,
  expires_at: true,
  expired_at: true,
} satisfies Record<Timestamp, true>) as Timestamp[];

/** A row as PostgreSQL's `to_json` writes it: timestamps as ISO 8601 text. */
type JsonRow = Omit<GenerationRow, Timestamp> & Record<Timestamp, string | null>;

const fromJson = (json: JsonRow): GenerationRow => {
  const row = { ...json } as unknown as GenerationRow;
  for (const column of TIMESTAMPS) {
    const value = json[column];
    (row as Record<Timestamp, Date | null>)[column] = value === null ? null : new Date(value);
  }
  return row;
};

/** On every `GET /story/{id}/status`: compiled once (`known` is '' when nothing is known). */
const statusQuery = precompiled((db, userId: string, id: string, known: string) =>
  db
    .selectFrom('generations')
    .select([
      sql<string>`xmin::text`.as('version'),
      sql<JsonRow | null>`case when xmin::text = ${known} then null else to_json(generations) end`.as(
        'row',
      ),
    ])
    .where('id', '=', id)
    .where('user_id', '=', userId),
);

/** The one-active-generation index (migration 0006) refused an insert or a transition. */
export const isOneActiveViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === '23505' &&
  String(
    (error as { constraint?: unknown; message?: unknown }).constraint ??
      (error as { message?: unknown }).message,
  ).includes('generations_one_active_per_user');

/** Generations: I/O only; the generations service decides every transition. */
export function generationsRepository(db: Kysely<Database>) {
  return {
    async insert(values: {
      userId: string;
      settings: VideoSettings;
      renderOptions: RenderOptions;
      status?: GenerationStatus;
      story?: Story;
      /** A video made through `/api/v1` (migration 0017). */
      api?: {
        prepaid: boolean;
        webhookUrl: string | null;
        batch: { id: string; index: number } | null;
      };
    }): Promise<GenerationRow> {
      return db
        .insertInto('generations')
        .values({
          user_id: values.userId,
          settings: JSON.stringify(values.settings),
          render_options: JSON.stringify(values.renderOptions),
          ...(values.status === undefined ? {} : { status: values.status }),
          ...(values.story === undefined ? {} : { story: JSON.stringify(values.story) }),
          ...(values.api === undefined
            ? {}
            : {
                origin: 'api' as const,
                prepaid: values.api.prepaid,
                webhook_url: values.api.webhookUrl,
                batch_id: values.api.batch?.id ?? null,
                batch_index: values.api.batch?.index ?? null,
              }),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async find(id: string): Promise<GenerationRow | undefined> {
      return db.selectFrom('generations').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** A user's generation; another user's is as good as missing. */
    async findForUser(userId: string, id: string): Promise<GenerationRow | undefined> {
      return db
        .selectFrom('generations')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /**
     * A user's generation with its row version (PostgreSQL's `xmin`: a new one with every
     * update), the row itself only when its version is not `known`. One narrow row while nothing
     * changed; the whole row as one JSON value otherwise, which node-postgres reads faster than
     * twenty columns (docs/decisions/0043-request-path.md).
     */
    async findForUserIfChanged(
      userId: string,
      id: string,
      known: string | undefined,
    ): Promise<{ version: string; row: GenerationRow | null } | undefined> {
      const [found] = await statusQuery(db, userId, id, known ?? '');
      if (found === undefined) return undefined;
      return { version: found.version, row: found.row === null ? null : fromJson(found.row) };
    },

    /** The generation, locked until the transaction ends (call inside one). */
    async lock(id: string): Promise<GenerationRow | undefined> {
      return db
        .selectFrom('generations')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    },

    async findActive(userId: string): Promise<GenerationRow | undefined> {
      return (
        db
          .selectFrom('generations')
          .selectAll()
          .where('user_id', '=', userId)
          .where('status', 'in', ACTIVE_STATUSES)
          // The web's one active project; API videos render on their own (migration 0017).
          .where('origin', '=', 'web')
          .executeTakeFirst()
      );
    },

    /** Applies `patch` when the row is still in one of `from` (and attempt, if given). */
    async transition(
      id: string,
      from: readonly GenerationStatus[],
      patch: GenerationPatch,
      attempt?: number,
    ): Promise<GenerationRow | undefined> {
      let query = db
        .updateTable('generations')
        .set(serialize(patch))
        .where('id', '=', id)
        .where('status', 'in', from);
      if (attempt !== undefined) query = query.where('render_attempt', '=', attempt);
      return query.returningAll().executeTakeFirst();
    },

    /**
     * Progress of a render: only forward, only for the attempt that is rendering. Returns
     * false when nothing changed (an older attempt, or a figure already passed).
     */
    async advance(
      id: string,
      attempt: number,
      step: RenderStep,
      progress: number,
      rendering: readonly GenerationStatus[],
    ): Promise<boolean> {
      const result = await db
        .updateTable('generations')
        .set({ current_step: step, progress, updated_at: new Date() })
        .where('id', '=', id)
        .where('status', 'in', rendering)
        .where('render_attempt', '=', attempt)
        .where('progress', '<', progress)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** A page of a user's generations, newest first; `origin` keeps one channel's (the API's). */
    async page(
      userId: string,
      page: number,
      size: number,
      options: { excludeStatuses?: readonly GenerationStatus[]; origin?: 'web' | 'api' } = {},
    ): Promise<{ rows: GenerationRow[]; total: number }> {
      let base = db.selectFrom('generations').where('user_id', '=', userId);
      if (options.excludeStatuses !== undefined && options.excludeStatuses.length > 0) {
        base = base.where('status', 'not in', options.excludeStatuses);
      }
      if (options.origin !== undefined) base = base.where('origin', '=', options.origin);
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(size)
          .offset(page * size)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    /** Videos (in one of `finished`) whose week is over and whose files are still kept. */
    async expiring(
      now: Date,
      limit: number,
      finished: readonly GenerationStatus[],
    ): Promise<GenerationRow[]> {
      return db
        .selectFrom('generations')
        .selectAll()
        .where('status', 'in', finished)
        .where('expires_at', '<=', now)
        .where('expired_at', 'is', null)
        .orderBy('expires_at')
        .limit(limit)
        .execute();
    },

    async markExpired(id: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('generations')
        .set({ expired_at: now, updated_at: now })
        .where('id', '=', id)
        .where('expired_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Notes why the last try failed, while the row is in one of `from`. */
    async noteFailure(
      id: string,
      message: string,
      from: readonly GenerationStatus[],
      now: Date,
    ): Promise<void> {
      await db
        .updateTable('generations')
        .set({ error_message: message, updated_at: now })
        .where('id', '=', id)
        .where('status', 'in', from)
        .execute();
    },

    /** Every generation of the user, locked until the transaction ends (call inside one). */
    async lockAllForUser(userId: string): Promise<GenerationRow[]> {
      return db
        .selectFrom('generations')
        .selectAll()
        .where('user_id', '=', userId)
        .forUpdate()
        .execute();
    },

    async deleteAllForUser(userId: string): Promise<void> {
      await db.deleteFrom('generations').where('user_id', '=', userId).execute();
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('generations').where('id', '=', id).execute();
    },

    /** A random secret shared by every process, made on first use. */
    async secret(name: string, make: () => Buffer): Promise<Buffer> {
      await db
        .insertInto('server_secrets')
        .values({ name, value: make() })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const row = await db
        .selectFrom('server_secrets')
        .select('value')
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      return row.value;
    },
  };
}
export type GenerationsRepository = ReturnType<typeof generationsRepository>;
