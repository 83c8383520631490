import { readFileSync } from 'node:fs';

/**
 * CPU seconds of this process and of its finished children (ffmpeg, eSpeak NG), from Linux's
 * /proc/self/stat (utime, stime, cutime, cstime at 100 ticks a second); elsewhere this
 * process's own (process.cpuUsage), which misses the children.
 */
function cpuSeconds(): number {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
    if (Number.isFinite(ticks)) return ticks / 100;
  } catch {
    // Not Linux.
  }
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

/**
 * Times one render: wall seconds, and CPU seconds of the worker and its children. With more
 * than one render at once in a worker (WORKER_CONCURRENCY > 1), CPU seconds are shared out
 * among them as they overlap, so each counts the others' too.
 */
export function renderClock() {
  const wallStart = performance.now();
  const cpuStart = cpuSeconds();
  return {
    stop: () => ({
      wallSeconds: (performance.now() - wallStart) / 1000,
      cpuSeconds: Math.max(0, cpuSeconds() - cpuStart),
    }),
  };
}
