import type { GenerationRow } from '../../repositories/generations.repository.js';

/** Where a project's files are: its video's API path and its uploaded pictures' keys. */
export const videoPath = (id: string) => `story/video/${id}`;

/** Where a project's uploaded pictures are in the file storage. */
export const uploadsPrefix = (id: string) => `uploads/${id}/`;
export const uploadKey = (id: string, imageId: string) => `${uploadsPrefix(id)}${imageId}.webp`;

/** What deleting a project needs of the file storage. */
export interface ProjectFiles {
  delete(key: string): Promise<void>;
  deletePrefix(prefix: string): Promise<number>;
}

/** Deletes the project's video, thumbnail and uploaded pictures. */
export async function deleteFiles(storage: ProjectFiles, row: GenerationRow): Promise<void> {
  for (const fileKey of [row.video_key, row.thumbnail_key]) {
    if (fileKey !== null) await storage.delete(fileKey);
  }
  await storage.deletePrefix(uploadsPrefix(row.id));
  // Its free previews (decision 0052).
  await storage.deletePrefix(`previews/${row.id}/`);
}
