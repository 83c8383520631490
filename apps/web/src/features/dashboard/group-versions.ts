import type { VideoListItem } from '@reelsmith/contract';

/**
 * The dashboard's videos with the versions of one video together (docs/product/generations.md
 * #revisions): each group where its newest member is in the list (the list is newest first),
 * the versions in it newest first. Videos with no other version stay where they are.
 */
export function groupVersions(videos: readonly VideoListItem[]): VideoListItem[] {
  const groups = new Map<string, VideoListItem[]>();
  for (const video of videos) {
    const root = video.versionOf ?? video.id;
    const group = groups.get(root);
    if (group === undefined) groups.set(root, [video]);
    else group.push(video);
  }
  return [...groups.values()].flatMap((group) =>
    [...group].sort((a, b) => (b.version ?? 1) - (a.version ?? 1)),
  );
}
