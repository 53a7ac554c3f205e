import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config } from './config';

export interface StoredObject {
  body: Readable;
  contentType: string;
  size?: number;
}

/** Where uploaded and seeded files live; served to browsers under `/media/<key>`. */
export interface StoredKey {
  key: string;
  modifiedAt: Date;
}

export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Every key under `prefix` (e.g. `avatars/`), for housekeeping. */
  list(prefix: string): Promise<StoredKey[]>;
}

export const mediaUrl = (key: string) => `/media/${key}`;

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/i;
export function isSafeKey(key: string) {
  return SAFE_KEY.test(key) && !key.split('/').some((part) => part === '..' || part === '.' || part === '');
}

const CONTENT_TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png' };
const contentTypeOf = (key: string) => CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';

export class LocalStorage implements Storage {
  constructor(private readonly root: string) {}

  private file(key: string) {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, body: Buffer) {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    await fs.writeFile(tmp, body);
    await fs.rename(tmp, file);
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.file(key);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile()) return null;
    return { body: createReadStream(file), contentType: contentTypeOf(key), size: stat.size };
  }

  async exists(key: string) {
    return (await fs.stat(this.file(key)).catch(() => null))?.isFile() ?? false;
  }

  async delete(key: string) {
    await fs.rm(this.file(key), { force: true });
  }

  async list(prefix: string): Promise<StoredKey[]> {
    const dir = this.file(prefix.replace(/\/+$/, ''));
    const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    const found: StoredKey[] = [];
    for (const entry of entries) {
      if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
      const full = path.join(entry.parentPath, entry.name);
      const stat = await fs.stat(full).catch(() => null);
      if (stat) found.push({ key: path.relative(this.root, full).split(path.sep).join('/'), modifiedAt: stat.mtime });
    }
    return found;
  }
}

export class S3Storage implements Storage {
  private readonly client: S3Client;
  constructor(private readonly s3: NonNullable<Config['s3']>) {
    this.client = new S3Client({
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: s3.forcePathStyle,
      credentials: s3.accessKeyId && s3.secretAccessKey ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } : undefined,
    });
  }

  async put(key: string, body: Buffer, contentType: string) {
    await this.client.send(new PutObjectCommand({ Bucket: this.s3.bucket, Key: key, Body: body, ContentType: contentType }));
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.s3.bucket, Key: key }));
      return { body: out.Body as Readable, contentType: out.ContentType ?? contentTypeOf(key), size: out.ContentLength };
    } catch (err) {
      if ((err as { name?: string }).name === 'NoSuchKey') return null;
      throw err;
    }
  }

  async exists(key: string) {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.s3.bucket, Key: key }));
      return true;
    } catch {
      return false;
    }
  }

  async delete(key: string) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.s3.bucket, Key: key }));
  }

  async list(prefix: string): Promise<StoredKey[]> {
    const found: StoredKey[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.s3.bucket, Prefix: prefix, ContinuationToken: token }));
      for (const item of page.Contents ?? []) if (item.Key) found.push({ key: item.Key, modifiedAt: item.LastModified ?? new Date() });
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  }
}

export function createStorage(config: Config): Storage {
  return config.s3 ? new S3Storage(config.s3) : new LocalStorage(config.uploadsDir);
}
