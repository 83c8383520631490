/**
 * Where the log goes: readable lines (pino-pretty) for a person at a terminal in development,
 * JSON everywhere else: in production, in tests, and whenever stdout is a pipe or a file that
 * a program reads. A production install without dev dependencies has no pino-pretty: JSON.
 */
export function logOutput(options: {
  nodeEnv: 'development' | 'production' | 'test';
  stdoutIsTTY: boolean;
  prettyInstalled: boolean;
}): 'pretty' | 'json' {
  return options.nodeEnv === 'development' && options.stdoutIsTTY && options.prettyInstalled
    ? 'pretty'
    : 'json';
}

/** pino-pretty's options: the time of day, and no pid or host name on every line. */
export const PRETTY_OPTIONS = { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } as const;
