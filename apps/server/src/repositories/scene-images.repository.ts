import type { Db } from './transaction.js';

/** The pictures people upload for a project's scenes: I/O only (media.service.ts decides). */
export function sceneImagesRepository(db: Db) {
  return {
    /** The project's picture by id; undefined when it has none by that id. */
    async find(generationId: string, imageId: string) {
      return db
        .selectFrom('scene_images')
        .select(['id', 'storage_key'])
        .where('generation_id', '=', generationId)
        .where('id', '=', imageId)
        .executeTakeFirst();
    },

    /** How many of `imageIds` the project has. */
    async countOf(generationId: string, imageIds: readonly string[]): Promise<number> {
      const found = await db
        .selectFrom('scene_images')
        .select('id')
        .where('generation_id', '=', generationId)
        .where('id', 'in', imageIds)
        .execute();
      return found.length;
    },

    /** How many pictures the project has. */
    async count(generationId: string): Promise<number> {
      const { count } = await db
        .selectFrom('scene_images')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('generation_id', '=', generationId)
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    /** Forgets every picture of the project (a discarded draft's files are deleted too). */
    async deleteAll(generationId: string): Promise<void> {
      await db.deleteFrom('scene_images').where('generation_id', '=', generationId).execute();
    },

    async insert(image: {
      id: string;
      generationId: string;
      storageKey: string;
      bytes: number;
      width: number;
      height: number;
    }): Promise<void> {
      await db
        .insertInto('scene_images')
        .values({
          id: image.id,
          generation_id: image.generationId,
          storage_key: image.storageKey,
          bytes: image.bytes,
          width: image.width,
          height: image.height,
        })
        .execute();
    },
  };
}
export type SceneImagesRepository = ReturnType<typeof sceneImagesRepository>;
