import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import {
  copyFile,
  lstat,
  mkdir,
  open,
  readdir,
  rename,
  rm,
  stat,
  unlink,
  writeFile,
} from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  FileNotFoundError,
  InvalidKeyError,
  RangeNotSatisfiableError,
  checkKey,
  checkPrefix,
  checkRange,
  deleteListed,
} from './storage.js';
import type { ByteRange, FileStat, FileStorage, StoredFile } from './storage.js';

/** Temp files are written here, on the same file system as the root, then renamed into place. */
const PARTIAL_DIR = '.partial';

/**
 * Files in a folder on this machine (DATA_DIR/files by default). Shared between processes on
 * one machine, or between machines only through a network file system.
 */
export class LocalStorage implements FileStorage {
  readonly description: string;

  constructor(readonly root: string) {
    this.description = `local folder ${root}`;
  }

  pathOf(key: string): string {
    return join(this.root, ...checkKey(key).split('/'));
  }

  async put(key: string, body: Buffer | Uint8Array | Readable): Promise<void> {
    await this.writeAtomically(key, (temp) =>
      body instanceof Readable ? pipeline(body, createWriteStream(temp)) : writeFile(temp, body),
    );
  }

  async putFile(key: string, path: string): Promise<void> {
    await this.writeAtomically(key, (temp) => copyFile(path, temp));
  }

  async getFile(key: string, destPath: string): Promise<boolean> {
    const source = this.pathOf(key);
    await mkdir(dirname(destPath), { recursive: true });
    const temp = `${destPath}.${randomUUID()}.tmp`;
    try {
      await copyFile(source, temp);
      await rename(temp, destPath);
      return true;
    } catch (error) {
      await rm(temp, { force: true });
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async stat(key: string): Promise<FileStat | undefined> {
    try {
      const info = await stat(this.pathOf(key));
      if (!info.isFile()) return undefined;
      return { size: info.size, etag: etagOf(info.size, info.mtimeMs), modifiedAt: info.mtime };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    checkRange(key, range);
    let handle;
    try {
      handle = await open(this.pathOf(key), 'r');
    } catch (error) {
      if (isMissing(error)) throw new FileNotFoundError(key);
      throw error;
    }
    try {
      const info = await handle.stat();
      if (!info.isFile()) throw new FileNotFoundError(key);
      if (range !== undefined && range.start >= info.size) {
        throw new RangeNotSatisfiableError(key, range);
      }
      // The stream owns the handle from here and closes it when it ends or is destroyed.
      return handle.createReadStream(range ?? {});
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.pathOf(key));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  async deleteMany(keys: readonly string[]): Promise<void> {
    for (const key of keys) checkKey(key);
    for (const key of keys) await this.delete(key);
  }

  deletePrefix(prefix: string): Promise<number> {
    return deleteListed(this, prefix);
  }

  async *list(prefix: string): AsyncIterable<StoredFile> {
    checkPrefix(prefix);
    // Walk only the folder the prefix is in; the prefix may end mid-name ("cache/voice/ab").
    const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1);
    const found: StoredFile[] = [];
    await this.walk(folder, prefix, found);
    // Key order as S3 gives it (by UTF-8 bytes), not the walk's folder-by-folder order.
    found.sort((a, b) => Buffer.compare(Buffer.from(a.key), Buffer.from(b.key)));
    yield* found;
  }

  private async walk(folder: string, prefix: string, found: StoredFile[]): Promise<void> {
    let entries;
    try {
      entries = await readdir(join(this.root, ...folder.split('/')), { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      const key = `${folder}${entry.name}`;
      if (entry.name.startsWith('.')) continue; // .partial and anything no key can name
      if (entry.isDirectory()) {
        if (prefix.startsWith(`${key}/`) || `${key}/`.startsWith(prefix)) {
          await this.walk(`${key}/`, prefix, found);
        }
      } else if (entry.isFile() && key.startsWith(prefix)) {
        try {
          checkKey(key);
          const info = await lstat(join(this.root, ...key.split('/')));
          found.push({ key, size: info.size, modifiedAt: info.mtime });
        } catch (error) {
          // A name no key can have, or a file deleted while we walked: not listed.
          if (!isMissing(error) && !(error instanceof InvalidKeyError)) {
            throw error;
          }
        }
      }
    }
  }

  private async writeAtomically(key: string, write: (temp: string) => Promise<void>) {
    const path = this.pathOf(key);
    const partial = join(this.root, PARTIAL_DIR);
    await mkdir(partial, { recursive: true });
    const temp = join(partial, randomUUID());
    try {
      await write(temp);
      await mkdir(dirname(path), { recursive: true });
      await rename(temp, path);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }
}

/** Size and modification time: what a static file server's weak tag uses, made strong here
 * because a file is only ever replaced whole (renamed into place). */
function etagOf(size: number, mtimeMs: number): string {
  return `"${size.toString(16)}-${Math.round(mtimeMs * 1000).toString(16)}"`;
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
