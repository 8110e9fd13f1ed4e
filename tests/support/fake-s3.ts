// A local S3-speaking server for the object storage tests (s3rver, files kept in a temporary
// directory): the real SDK talks to it over HTTP as it would to AWS or MinIO. Its bucket is made
// by s3rver's own configureBuckets (the SDK's CreateBucket does not take with it, NOTES.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../../server/env';

export const FAKE_S3_BUCKET = 'volunteerly-test';
/** s3rver's fixed test keys (it checks signatures made with them). */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

export interface FakeS3 {
  /** For buildApp's settings. */
  settings: S3Settings;
  /** For a server process: S3_URL, S3_BUCKET and the keys. */
  env: Record<string, string>;
  /** Every key in the bucket, sorted (asked through the SDK, as the app would). */
  listKeys(): Promise<string[]>;
  close(): Promise<void>;
}

export async function startFakeS3(): Promise<FakeS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'volunteerly-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: FAKE_S3_BUCKET }],
  });
  const { port } = await server.run();
  const url = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint: url,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
  });
  return {
    settings: {
      url,
      bucket: FAKE_S3_BUCKET,
      region: 'us-east-1',
      credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
      forcePathStyle: true,
    },
    env: {
      S3_URL: url,
      S3_BUCKET: FAKE_S3_BUCKET,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
    },
    async listKeys() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: FAKE_S3_BUCKET, ContinuationToken: token }),
        );
        keys.push(...(page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : [])));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
