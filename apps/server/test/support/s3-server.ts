import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** s3rver's fixed account: it checks request signatures against it. */
  credentials: { accessKeyId: string; secretAccessKey: string };
  close(): Promise<void>;
}

const script = fileURLToPath(new URL('./s3rver-process.mjs', import.meta.url));

/**
 * A server speaking the S3 protocol (s3rver) on 127.0.0.1 at a free port, its files in a temp
 * folder, in a child process (see s3rver-process.mjs for why).
 */
export async function startLocalS3(bucket = 'reelsmith-test'): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 'reelsmith-s3-'));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', script, directory, bucket], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  const lines = createInterface({ input: child.stdout });
  const first = await Promise.race([
    once(lines, 'line').then(([line]) => String(line)),
    exited.then(([code]) => {
      throw new Error(`s3rver exited with ${String(code)} before listening`);
    }),
  ]);
  const { port } = JSON.parse(first) as { port: number };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    async close() {
      child.stdin.end();
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
