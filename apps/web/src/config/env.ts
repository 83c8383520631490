/** The web app's configuration: an explicit allow-list, read at build time. */
export const env = {
  /** The API base; the server serves the app and the API on one origin. */
  apiBase: (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api',
};
