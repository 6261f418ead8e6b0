import { createHash } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultLimits } from '../../src/deps'
import { createFileStorage, type StorageEnv } from '../../src/storage/create-file-storage'
import type { FileStorage } from '../../src/storage/file-storage'
import { createS3Client } from '../../src/storage/s3-file-storage'
import { createClient, type Client } from '../support/client'
import { labelPatch } from '../support/fixtures'
import * as files from '../support/sample-files'
import { startTestServer, type TestServer } from '../support/test-server'

const BUCKET = 'diecut-uploads'
const MB = 1024 * 1024
const sha = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex')

/** A PNG of `bytes` bytes: a real header, then one IDAT chunk of a repeating pattern. */
const bigPng = (bytes: number) => {
  const file = new Uint8Array(bytes)
  for (let i = 0; i < bytes; i++) file[i] = (i * 31) & 255
  const header = files.png(2000, 1000)
  file.set(header)
  const idat = new DataView(file.buffer, header.length, 8)
  idat.setUint32(0, bytes - header.length - 12)
  file.set(Buffer.from('IDAT'), header.length + 4)
  return file
}

describe('uploads on S3-compatible storage (s3rver)', () => {
  let s3: S3rver
  let s3Dir: string
  let env: StorageEnv
  let storage: FileStorage
  let server: TestServer

  beforeAll(async () => {
    s3Dir = await mkdtemp(path.join(tmpdir(), 'diecut-s3-'))
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      directory: s3Dir,
      silent: true,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    })
    const { port } = await s3.run()
    env = {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      AWS_REGION: 'us-east-1',
      // s3rver's fixed key pair.
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      AWS_SESSION_TOKEN: undefined,
    }
    storage = await createFileStorage(env, path.join(s3Dir, 'unused-data-dir'))
    server = await startTestServer('pglite', {
      storage,
      limits: { ...defaultLimits, uploadFileBytes: 20 * MB, userQuotaBytes: 30 * MB },
    })
  })
  afterAll(async () => {
    await server?.close()
    await s3?.close()
    await rm(s3Dir, { recursive: true, force: true })
  })

  /** The bucket's keys, asked of the S3 server directly rather than through the store. */
  const bucketKeys = async (prefix: string) => {
    const client = createS3Client({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: env.S3_ENDPOINT ?? '',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    })
    const res = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }))
    return (res.Contents ?? []).map((o) => o.Key ?? '').sort()
  }

  const newOrder = async (client: Client) =>
    (await client.post('/orders/quoter', { order: labelPatch })).body.order.id as number

  it('uploads artwork to the bucket, lists, measures, downloads and deletes it', async () => {
    const client = createClient(server.url)
    const id = await newOrder(client)
    // 12 MB is more than one 5 MB part: a streamed multipart upload.
    const big = bigPng(12 * MB)
    const pdf = await files.pdfWithObjectStreams(144, 72)
    const res = await client.upload(`/account/designs/add/${id}`, [
      { name: 'big.png', data: big },
      { name: 'art.pdf', data: pdf },
      { name: 'logo.svg', data: files.evilSvg() },
    ])
    expect(res.status).toBe(200)
    const keys = await bucketKeys('designs/')
    expect(keys).toHaveLength(3)
    expect(await storage.list('designs/')).toEqual(keys)
    expect(keys.find((k) => k.endsWith('-big.png'))).toBeDefined()
    const head = await createS3Client({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: env.S3_ENDPOINT ?? '',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }).send(new HeadObjectCommand({ Bucket: BUCKET, Key: keys.find((k) => k.endsWith('.png')) }))
    expect(head).toMatchObject({ ContentLength: 12 * MB, ContentType: 'image/png' })

    const index = await client.get(`/account/designs/order-index/${id}`)
    expect(index.body.designs).toEqual([
      expect.objectContaining({ file_type: 'png', size: 12 * MB, width_px: 2000, height_px: 1000 }),
      expect.objectContaining({ file_type: 'pdf', page_width_in: 2, page_height_in: 1 }),
      expect.objectContaining({ file_type: 'svg' }),
    ])
    const download = await fetch(server.url + index.body.designs[0].url, {
      headers: { cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="big.png"')
    expect(sha(new Uint8Array(await download.arrayBuffer()))).toBe(sha(big))
    const svg = await client.get(index.body.designs[2].url)
    expect(svg.text).toContain('<rect')
    expect(svg.text).not.toMatch(/script|onload|javascript/i)

    for (const line of res.body.designsOrders as { id: number }[])
      expect((await client.del(`/account/designs/delete/${line.id}`)).status).toBe(200)
    expect(await bucketKeys('designs/')).toEqual([])
    expect(await client.get(index.body.designs[0].url)).toMatchObject({ status: 404 })
  })

  it('keeps quote uploads in the bucket and removes them with the upload', async () => {
    const client = createClient(server.url)
    const id = await newOrder(client)
    const added = await client.upload(
      `/orders/quote-add-order-upload/${id}`,
      [{ name: 'logo.pdf', data: files.pdf(72, 72) }],
      { type: 'logo' },
    )
    expect(added.status).toBe(200)
    expect(await bucketKeys('quote-uploads/')).toEqual([added.body.orderUpload.s3key])
    const listed = await client.get(`/orders/quote-uploads/${id}/logo`)
    expect(listed.body.orderUploads).toHaveLength(1)
    const file = await client.get(added.body.orderUpload.filepicker_url)
    expect(file.text).toBe(Buffer.from(files.pdf(72, 72)).toString('utf8'))
    await client.del(`/orders/delete-quote-order-uploads/${added.body.orderUpload.id}`)
    expect(await bucketKeys('quote-uploads/')).toEqual([])
  })

  it('leaves nothing in the bucket when an upload is refused half-way (quota)', async () => {
    const client = createClient(server.url)
    const id = await newOrder(client)
    const first = await client.upload(`/account/designs/add/${id}`, [
      { name: 'a.png', data: bigPng(18 * MB) },
    ])
    expect(first.status).toBe(200)
    const before = await bucketKeys('')
    // 18 + 14 MB passes the 30 MB quota after more than two 5 MB parts were sent.
    const second = await client.upload(`/account/designs/add/${id}`, [
      { name: 'b.png', data: bigPng(14 * MB) },
    ])
    expect(second.status).toBe(413)
    expect(await bucketKeys('')).toEqual(before)
    expect(await storage.exists(before[0] ?? '')).toBe(true)
    expect(await storage.exists('designs/missing.png')).toBe(false)
  })
})
