import {
  ASPECT_RATIO_DETAILS,
  type AspectRatio,
  type RenderStep,
  type VideoListItem,
} from '@reelsmith/contract';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * How long a video has before it is deleted (docs/product/generations.md#retention): whole
 * days while there is at least one ('6 days left' for a video made today), then hours, then
 * 'Expired'. Null while the video is not made yet.
 */
export function timeLeft(
  video: Pick<VideoListItem, 'expiresAt' | 'expiredAt'>,
  now: number,
): string | null {
  if (video.expiredAt !== null) return 'Expired';
  if (video.expiresAt === null) return null;
  const left = Date.parse(video.expiresAt) - now;
  if (left <= 0) return 'Expired';
  if (left >= DAY) {
    const days = Math.floor(left / DAY);
    return `${days} ${days === 1 ? 'day' : 'days'} left`;
  }
  if (left >= HOUR) {
    const hours = Math.floor(left / HOUR);
    return `${hours} ${hours === 1 ? 'hour' : 'hours'} left`;
  }
  return 'Less than an hour left';
}

const STEP_LABELS: Record<RenderStep, string> = {
  VOICE: 'Recording the narration',
  IMAGES: 'Drawing the pictures',
  CAPTIONS: 'Timing the captions',
  COMPOSING: 'Putting it together',
};

/** The status as people read it: what the video is doing, or what became of it. */
export function statusText(video: Pick<VideoListItem, 'status' | 'currentStep' | 'expiredAt'>) {
  switch (video.status) {
    case 'COMPLETED':
      return video.expiredAt === null ? 'Ready' : 'Expired';
    case 'RENDERING':
      return video.currentStep === null ? 'Rendering' : STEP_LABELS[video.currentStep];
    case 'FAILED':
      return 'Failed';
    case 'CANCELLED':
      return 'Discarded';
    case 'QUEUED':
    case 'GENERATING_STORY':
      return 'Writing the script';
    case 'STORY_READY':
      return 'Script ready';
  }
}

/** 'Vertical (9:16)', as the create form names the formats. */
export const formatLabel = (ratio: AspectRatio) => ASPECT_RATIO_DETAILS[ratio].label;

/** A playable video: made, and its file not yet deleted. */
export const isPlayable = (video: Pick<VideoListItem, 'status' | 'expiredAt'>) =>
  video.status === 'COMPLETED' && video.expiredAt === null;

/** `/dashboard?video={id}`: the dashboard with that video's player open. */
export const videoPath = (id: string) => `/dashboard?video=${encodeURIComponent(id)}`;
