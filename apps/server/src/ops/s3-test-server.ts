import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * A real S3-compatible server for tests: s3rver (the S3 REST protocol over HTTP on loopback,
 * objects in a temporary folder). The AWS SDK v3 client talks to it exactly as to MinIO or AWS S3
 * (path-style addresses, any credentials).
 */
export interface S3TestServer {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The S3_* variables that point the server at this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startS3TestServer(bucket = 'pp-files'): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'pp-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts any signature made with its default key pair.
  const accessKeyId = 'S3RVER';
  const secretAccessKey = 'S3RVER';
  return {
    endpoint,
    bucket,
    accessKeyId,
    secretAccessKey,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_FORCE_PATH_STYLE: '1',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
