/**
 * The limits on unpaid work before a project is finalized, and their messages
 * (docs/product/limits.md#unpaid-work, docs/decisions/0060-costs-and-limits.md). They count
 * priced provider calls only: the built-in providers stay free and unlimited.
 */
export const USAGE_MESSAGES = {
  /** 409 on a picture redraw past the project's paid drawings. */
  redrawLimit:
    "You've used this project's free redraws. Uploading your own picture for a scene is still free.",
  /** 429 on a new project past DAILY_PROJECTS unfinished ones in a day. */
  dailyProjects:
    "You've started too many projects today without making a video. Make a video from one of them, or try again tomorrow.",
  /** 409 on a priced call past PROJECT_COST_CAP_USD before finalize. */
  projectCostCap:
    'This project has used all the drafting it includes before you make the video. Make the video as it is, upload your own pictures, or start a new project.',
} as const;

/**
 * On a scene preview answered while the image provider is priced: how many more pictures the
 * project may draw for free before finalize (the editor shows it).
 */
export const FREE_REDRAWS_HEADER = 'Free-Redraws-Left';

/** Paid drawings per scene before finalize that come with every project (first and one redraw). */
export const PAID_DRAWINGS_PER_SCENE = 2;
