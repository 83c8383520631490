import { describe, expect, it } from 'vitest';
import { logOutput } from './logging.js';

describe('the log output', () => {
  it('is readable lines only in development, at a terminal, with pino-pretty installed', () => {
    const at = { stdoutIsTTY: true, prettyInstalled: true };
    expect(logOutput({ nodeEnv: 'development', ...at })).toBe('pretty');
    expect(logOutput({ nodeEnv: 'production', ...at })).toBe('json');
    expect(logOutput({ nodeEnv: 'test', ...at })).toBe('json');
  });

  it('stays JSON in development when a program reads it or pino-pretty is absent', () => {
    expect(logOutput({ nodeEnv: 'development', stdoutIsTTY: false, prettyInstalled: true })).toBe(
      'json',
    );
    expect(logOutput({ nodeEnv: 'development', stdoutIsTTY: true, prettyInstalled: false })).toBe(
      'json',
    );
  });
});
