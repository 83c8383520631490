/** Business constants and limits (docs/product/limits.md). */
export const CUSTOM_PROMPT_MAX_LENGTH = 1000;
export const SCRIPT_MAX_LENGTH = 1500;
/** A story's style guide (characters' look, palette, setting); not part of the script's limit. */
export const STYLE_GUIDE_MAX_LENGTH = 600;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const NOTIFICATION_SESSION_COUNT = 5;
export const CREDITS_PER_VIDEO = 1;
export const MAX_REGENERATIONS = 3;
export const VIDEO_RETENTION_DAYS = 7;
export const TOAST_DURATION_MS = 4000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const TOKEN_STORAGE_KEY = 'token';
export const GENERATION_TOKEN_HEADER = 'Generation-Token';
/**
 * On a scene preview the built-in illustrator drew because the image service failed: why, for
 * a person (docs/decisions/0017-provider-fallback.md).
 */
export const IMAGE_FALLBACK_HEADER = 'Image-Fallback';
export const LEGAL_LAST_UPDATED = 'December 23, 2024';
export const REFUND_POLICY =
  'Unused credits can be refunded within 30 days of purchase. Credits spent on a video are not refundable.';
