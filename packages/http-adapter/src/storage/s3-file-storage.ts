import { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { assertSafeKey, assertSafePrefix, type FileStorage } from './file-storage'

export type S3Settings = {
  readonly bucket: string
  /** An S3-compatible server (MinIO, R2, ...); AWS itself when absent. */
  readonly endpoint?: string
  readonly region: string
  /** Explicit keys; when absent the SDK's default chain (environment, profile, role) is used. */
  readonly credentials?: {
    readonly accessKeyId: string
    readonly secretAccessKey: string
    readonly sessionToken?: string
  }
}

/** Multipart part size: lib-storage holds at most PART_BYTES * (QUEUE + 1) of an upload. */
const PART_BYTES = 5 * 1024 * 1024
const QUEUE = 2

const isNotFound = (e: unknown): boolean =>
  e instanceof S3ServiceException &&
  (e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata.httpStatusCode === 404)

export const createS3Client = (settings: S3Settings): S3Client =>
  new S3Client({
    region: settings.region,
    ...(settings.endpoint === undefined
      ? {}
      : // Most S3-compatible servers address buckets by path, not by host name.
        { endpoint: settings.endpoint, forcePathStyle: true }),
    ...(settings.credentials === undefined ? {} : { credentials: settings.credentials }),
  })

/**
 * Files in an S3-compatible bucket. Uploads stream through lib-storage's multipart upload
 * (a few parts in memory at a time; a failed upload is aborted, leaving no object);
 * downloads stream the object's body.
 */
export const createS3FileStorage = (client: S3Client, bucket: string): FileStorage => ({
  async put(key, body, meta) {
    const upload = new Upload({
      client,
      params: {
        Bucket: bucket,
        Key: assertSafeKey(key),
        Body: body,
        ContentType: meta.contentType,
      },
      partSize: PART_BYTES,
      queueSize: QUEUE,
      leavePartsOnError: false,
    })
    // lib-storage reports a failed body as its own error: answer the body's (a quota refusal).
    let bodyError: unknown = undefined
    body.once('error', (e) => (bodyError = e))
    try {
      await upload.done()
    } catch (e) {
      body.destroy()
      await upload.abort().catch(() => undefined)
      throw bodyError ?? e
    }
  },
  async get(key, range) {
    try {
      const res = await client.send(
        new GetObjectCommand({
          Bucket: bucket,
          Key: assertSafeKey(key),
          ...(range === undefined ? {} : { Range: `bytes=${range.start}-${range.end}` }),
        }),
      )
      if (res.Body === undefined) return null
      return res.Body instanceof Readable
        ? res.Body
        : Readable.fromWeb(res.Body.transformToWebStream() as never)
    } catch (e) {
      if (isNotFound(e)) return null
      throw e
    }
  },
  async delete(key) {
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: assertSafeKey(key) }))
  },
  async exists(key) {
    try {
      await client.send(new HeadObjectCommand({ Bucket: bucket, Key: assertSafeKey(key) }))
      return true
    } catch (e) {
      if (isNotFound(e)) return false
      throw e
    }
  },
  async list(prefix) {
    const keys: string[] = []
    for await (const page of paginateListObjectsV2(
      { client },
      { Bucket: bucket, Prefix: assertSafePrefix(prefix) },
    ))
      for (const o of page.Contents ?? []) if (o.Key !== undefined) keys.push(o.Key)
    return keys.sort()
  },
})
