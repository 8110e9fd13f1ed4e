// Where uploaded files live: a directory (UPLOAD_DIR) on one machine, or S3-compatible object
// storage (S3_URL) when several instances must read what any of them stored (DESIGN.md section
// 12). Both speak in keys such as `demo/files/<center>/<id>/640.webp`: the path under UPLOAD_DIR,
// the object's key in the bucket. What a key names is the files module's business; this file only
// refuses keys that could leave their place (`..`, absolute paths, names starting with a dot).
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { S3Settings } from '../env';

export interface StoredFile {
  size: number;
  modified: Date;
  /** The content, read as it is sent (close it when it is not). */
  stream: Readable;
}

export interface FileStore {
  readonly kind: 'directory' | 's3';
  /**
   * Writes the files of one folder. A reader never finds half of them on disk (they are written
   * beside the folder and renamed into it); in a bucket they are written one by one and removed
   * again when one fails, so callers record a folder only after this resolved. Never replaces a
   * folder or file that exists: a new upload always gets a new random name.
   */
  putFolder(folder: string, files: { name: string; data: Buffer; type: string }[]): Promise<void>;
  /** Writes one file (refused on disk when it exists). */
  put(key: string, data: Buffer, type: string): Promise<void>;
  /** The whole content, or null when there is no such file. */
  read(key: string): Promise<Buffer | null>;
  /** The content as a stream with its size and time, or null when there is no such file. */
  open(key: string): Promise<StoredFile | null>;
  /** Removes one file; a missing one is no error. */
  remove(key: string): Promise<void>;
  /** Removes a folder and everything in it; a missing one is no error. */
  removeFolder(folder: string): Promise<void>;
  close(): Promise<void>;
}

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;

/** Refuses a key that is not a plain relative path of safe names. */
export function checkKey(key: string): string {
  const segments = key.split('/');
  if (segments.length === 0 || !segments.every((s) => SEGMENT.test(s) && !s.includes('..'))) {
    throw new Error(`unexpected storage key ${JSON.stringify(key)}`);
  }
  return key;
}

/** Whether `key` is a key this store would accept (for keys that come from a request). */
export function isStorageKey(key: string): boolean {
  try {
    checkKey(key);
    return true;
  } catch {
    return false;
  }
}

export function createDirectoryStore(root: string): FileStore {
  const resolved = path.resolve(root);
  const place = (key: string) => path.join(resolved, ...checkKey(key).split('/'));
  const missing = (error: unknown) => {
    const code = (error as { code?: string }).code;
    if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') return null;
    throw error;
  };
  return {
    kind: 'directory',
    async putFolder(folder, files) {
      const target = place(folder);
      const parent = path.dirname(target);
      await fs.mkdir(parent, { recursive: true });
      // A dot folder: never a key, so never served while it is being written.
      const temporary = path.join(parent, `.tmp-${randomUUID()}`);
      await fs.mkdir(temporary);
      try {
        for (const file of files) {
          checkKey(file.name);
          await fs.writeFile(path.join(temporary, file.name), file.data, {
            flag: 'wx',
            mode: 0o644,
          });
        }
        // A new folder always has a new id, so the target never exists; rename fails if it did.
        await fs.rename(temporary, target);
      } catch (error) {
        await fs.rm(temporary, { recursive: true, force: true });
        throw error;
      }
    },
    async put(key, data) {
      const file = place(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // 'wx': never overwrite (a clash of random names would be a bug, not something to hide).
      await fs.writeFile(file, data, { flag: 'wx', mode: 0o644 });
    },
    async read(key) {
      return fs.readFile(place(key)).catch(missing);
    },
    async open(key) {
      const file = place(key);
      const stat = await fs.stat(file).catch(missing);
      if (!stat?.isFile()) return null;
      return { size: stat.size, modified: stat.mtime, stream: createReadStream(file) };
    },
    async remove(key) {
      await fs.rm(place(key), { force: true });
    },
    async removeFolder(folder) {
      await fs.rm(place(folder), { recursive: true, force: true });
    },
    async close() {},
  };
}

/**
 * The bucket's client, loaded only when S3_URL is set (the SDK is large, and an instance on a
 * directory never needs it).
 */
export async function createS3Store(settings: S3Settings): Promise<FileStore> {
  const s3 = await import('@aws-sdk/client-s3');
  const client = new s3.S3Client({
    endpoint: settings.url,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where S3 demands them: several S3-compatible stores (and s3rver, which the
    // tests run) refuse or ignore the SDK's default CRC headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const isMissing = (error: unknown) => {
    const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
  };
  const put = (key: string, data: Buffer, type: string) =>
    client.send(
      new s3.PutObjectCommand({ Bucket, Key: checkKey(key), Body: data, ContentType: type }),
    );
  const remove = async (key: string) => {
    await client.send(new s3.DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
  };
  const open = async (key: string): Promise<StoredFile | null> => {
    try {
      const answer = await client.send(new s3.GetObjectCommand({ Bucket, Key: checkKey(key) }));
      return {
        size: answer.ContentLength ?? 0,
        modified: answer.LastModified ?? new Date(0),
        stream: answer.Body as Readable,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };
  return {
    kind: 's3',
    async putFolder(folder, files) {
      checkKey(folder);
      const written: string[] = [];
      try {
        for (const file of files) {
          const key = `${folder}/${checkKey(file.name)}`;
          await put(key, file.data, file.type);
          written.push(key);
        }
      } catch (error) {
        await Promise.allSettled(written.map(remove));
        throw error;
      }
    },
    async put(key, data, type) {
      await put(key, data, type);
    },
    async read(key) {
      const file = await open(key);
      if (!file) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    },
    open,
    remove,
    async removeFolder(folder) {
      const Prefix = `${checkKey(folder)}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new s3.ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }),
        );
        // One by one: a folder holds a handful of variants, and DeleteObjects needs a checksum
        // header that not every S3-compatible store takes.
        for (const object of page.Contents ?? []) {
          if (object.Key) await remove(object.Key);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async close() {
      client.destroy();
    },
  };
}

/** S3 when S3_URL is set, else UPLOAD_DIR. */
export function createFileStore(settings: {
  uploadDir: string;
  s3: S3Settings | null;
}): Promise<FileStore> {
  return settings.s3
    ? createS3Store(settings.s3)
    : Promise.resolve(createDirectoryStore(settings.uploadDir));
}
