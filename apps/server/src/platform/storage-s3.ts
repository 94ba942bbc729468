import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { type FileStorage, isValidStorageKey } from './file-storage.ts';

export interface S3StorageOptions {
  bucket: string;
  endpoint?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
}

function checkKey(key: string) {
  if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, ...). A PutObject replaces an object
 * atomically, so readers see the old bytes or the new ones. The bucket must exist and must not be
 * public: files are only served through the API's access checks.
 */
export class S3FileStorage implements FileStorage {
  readonly bucket: string;
  readonly client: S3Client;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    const clientConfig: S3ClientConfig = {
      region: options.region ?? 'us-east-1',
      forcePathStyle: options.forcePathStyle ?? false,
      // Fail fast rather than hold a request for minutes when the store is unreachable.
      maxAttempts: 3,
    };
    if (options.endpoint) clientConfig.endpoint = options.endpoint;
    if (options.accessKeyId && options.secretAccessKey)
      clientConfig.credentials = {
        accessKeyId: options.accessKeyId,
        secretAccessKey: options.secretAccessKey,
      };
    this.client = new S3Client(clientConfig);
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    checkKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ContentLength: bytes.byteLength,
        ContentType: 'application/octet-stream',
      }),
    );
  }

  async get(key: string): Promise<Readable | null> {
    checkKey(key);
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      const body = res.Body;
      if (!body) return null;
      // In Node the SDK answers an IncomingMessage (a Readable); keep to the interface's type.
      return body instanceof Readable ? body : Readable.fromWeb(body.transformToWebStream() as never);
    } catch (error) {
      // A missing bucket (NoSuchBucket) is a configuration error, not a missing file: it throws.
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    checkKey(key);
    // S3 answers success for a missing key, as the interface asks.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** Never shows the secret (the client object holds it; logs and errors must not). */
  toJSON() {
    return { kind: 's3', bucket: this.bucket };
  }
}
