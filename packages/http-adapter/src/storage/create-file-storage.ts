import path from 'node:path'
import type { Env } from '../config/env'
import type { FileStorage } from './file-storage'
import { createLocalFileStorage } from './local-file-storage'

export type StorageEnv = Pick<
  Env,
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'AWS_REGION'
  | 'AWS_ACCESS_KEY_ID'
  | 'AWS_SECRET_ACCESS_KEY'
  | 'AWS_SESSION_TOKEN'
>

/**
 * The configured store for uploads: the S3-compatible bucket S3_BUCKET when it is set
 * (at S3_ENDPOINT, or AWS), else local disk under DATA_DIR/uploads. The AWS SDK is loaded
 * only when a bucket is configured.
 */
export const createFileStorage = async (env: StorageEnv, dataDir: string): Promise<FileStorage> => {
  if (env.S3_BUCKET === undefined) return createLocalFileStorage(path.join(dataDir, 'uploads'))
  const credentials =
    env.AWS_ACCESS_KEY_ID !== undefined && env.AWS_SECRET_ACCESS_KEY !== undefined
      ? {
          accessKeyId: env.AWS_ACCESS_KEY_ID,
          secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
          ...(env.AWS_SESSION_TOKEN === undefined ? {} : { sessionToken: env.AWS_SESSION_TOKEN }),
        }
      : undefined
  const { createS3Client, createS3FileStorage } = await import('./s3-file-storage')
  const client = createS3Client({
    bucket: env.S3_BUCKET,
    region: env.AWS_REGION,
    ...(env.S3_ENDPOINT === undefined ? {} : { endpoint: env.S3_ENDPOINT }),
    ...(credentials === undefined ? {} : { credentials }),
  })
  return createS3FileStorage(client, env.S3_BUCKET)
}
