import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { ACCEPTED_ARTWORK_NAMES, sanitizeUploadFilename } from '@diecut/quote-core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Deps } from '../deps'
import { fail } from '../http/failure'
import type { FileStorage } from '../storage/file-storage'
import { artworkDimensions, type ArtworkDimensions } from './artwork-dimensions'
import { detectFileType, mimetypeOf, SNIFF_BYTES, type FileKind } from './detect-file-type'
import { downloadName } from './download-name'
import { sanitizeSvg } from './sanitize-svg'
import {
  createUploadQuota,
  reserveUpload,
  type QuotaAccount,
  type UploadQuota,
} from './upload-quota'

/** An accepted upload, already in storage. */
export type StoredUpload = ArtworkDimensions & {
  /** The name of the multipart part the file came in. */
  readonly fieldname: string
  readonly storageKey: string
  readonly filename: string
  readonly kind: FileKind
  readonly mimetype: string
  readonly sizeBytes: number
}

export type ReceivedUploads = {
  readonly files: StoredUpload[]
  readonly fields: Record<string, string>
}

export type UploadOptions = {
  /** The storage folder: designs, quote-uploads, ... */
  readonly folder: string
  readonly maxFiles: number
  /** The uploader, whose quota the files count against. */
  readonly userId: string
}

const ACCEPTED = `Accepted files: ${ACCEPTED_ARTWORK_NAMES}.`

/** One quota book per app (per Deps): bytes still arriving are counted in this process. */
const quotas = new WeakMap<Deps, UploadQuota>()
const quotaOf = (deps: Deps): UploadQuota => {
  let quota = quotas.get(deps)
  if (quota === undefined) {
    quota = createUploadQuota(deps.limits, deps.repos.uploadUsage)
    quotas.set(deps, quota)
  }
  return quota
}

type Chunks = AsyncIterator<Buffer>

/** Pulls chunks until `size` bytes (or the end) are in; answers them and whether the end came. */
const readHead = async (chunks: Chunks, size: number) => {
  const parts: Buffer[] = []
  let length = 0
  while (length < size) {
    const next = await chunks.next()
    if (next.done === true) return { head: Buffer.concat(parts), ended: true }
    parts.push(next.value)
    length += next.value.length
  }
  return { head: Buffer.concat(parts), ended: false }
}

/** The head again, then the rest of the part as it arrives, counting what passes. */
async function* replay(head: Buffer, chunks: Chunks, ended: boolean, counted: { bytes: number }) {
  counted.bytes += head.length
  yield head
  if (ended) return
  try {
    for (;;) {
      const next = await chunks.next()
      if (next.done === true) return
      counted.bytes += next.value.length
      yield next.value
    }
  } finally {
    // Stopped early (the store failed): let the multipart reader drop the rest of the part.
    await chunks.return?.()
  }
}

/** Counts every chunk of a file part against the quota as it arrives. */
async function* metered(source: AsyncIterable<Buffer>, account: QuotaAccount) {
  for await (const chunk of source) {
    account.add(chunk.length)
    yield chunk
  }
}

const receiveFile = async (
  storage: FileStorage,
  svgBytes: number,
  folder: string,
  part: { file: Readable; filename: string | undefined; fieldname: string },
  account: QuotaAccount,
): Promise<StoredUpload> => {
  const chunks: Chunks = metered(part.file, account)[Symbol.asyncIterator]()
  const { head, ended } = await readHead(chunks, SNIFF_BYTES)
  const kind = await detectFileType(head)
  const given = part.filename ?? ''
  if (kind === null)
    return fail({
      _tag: 'UnsupportedMediaType',
      message: `"${sanitizeUploadFilename(given)}" is not an accepted file. ${ACCEPTED}`,
    })
  const mimetype = mimetypeOf(kind)
  const filename = downloadName(given, mimetype)
  const storageKey = `${folder}/${randomUUID()}-${filename}`
  const counted = { bytes: 0 }
  let body: Readable
  let stored: Uint8Array = head
  if (kind === 'svg') {
    const rest = ended ? [] : await readHead(chunks, svgBytes - head.length + 1)
    const whole = Array.isArray(rest) ? head : Buffer.concat([head, rest.head])
    if (whole.length > svgBytes)
      return fail({
        _tag: 'TooLarge',
        message: `"${filename}" is larger than the ${Math.floor(svgBytes / (1024 * 1024))} MB allowed for an SVG file.`,
      })
    const clean = await sanitizeSvg(whole.toString('utf8'))
    if (clean === null)
      return fail({
        _tag: 'UnsupportedMediaType',
        message: `"${filename}" is not a well-formed SVG file. ${ACCEPTED}`,
      })
    stored = Buffer.from(clean, 'utf8')
    counted.bytes = stored.length
    body = Readable.from([stored])
  } else {
    body = Readable.from(replay(head, chunks, ended, counted))
  }
  await storage.put(storageKey, body, { contentType: mimetype })
  const read = async (start: number, end: number) => {
    const stream = await storage.get(storageKey, { start, end })
    return stream === null ? null : new Uint8Array(await buffer(stream))
  }
  return {
    fieldname: part.fieldname,
    storageKey,
    filename,
    kind,
    mimetype,
    sizeBytes: counted.bytes,
    ...(await artworkDimensions(kind, stored, counted.bytes, read)),
  }
}

/**
 * Receives a multipart request's files and gives them to `use`. Each file streams to
 * storage as it arrives: its first bytes decide its kind (none of the accepted kinds: 415),
 * SVG is sanitised, the name gets the detected type's extension, and every byte counts
 * against the uploader's and the store's quotas (413 when one would be passed); the bytes are
 * reserved in the database until `use` has written their rows. When
 * receiving or `use` fails, or the client goes away, the files already stored are deleted.
 */
export const withUploads = async <A>(
  req: FastifyRequest,
  deps: Deps,
  options: UploadOptions,
  use: (received: ReceivedUploads) => Promise<A>,
): Promise<A> => {
  const account = await quotaOf(deps).open(options.userId)
  const files: StoredUpload[] = []
  const fields: Record<string, string> = {}
  const reservationId = randomUUID()
  let reserved = false
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value
        continue
      }
      if (files.length >= options.maxFiles)
        fail({
          _tag: 'TooLarge',
          message: `At most ${options.maxFiles} file${options.maxFiles === 1 ? '' : 's'} per upload.`,
        })
      files.push(
        await receiveFile(deps.storage, deps.limits.svgBytes, options.folder, part, account),
      )
    }
    const bytes = files.reduce((sum, f) => sum + f.sizeBytes, 0)
    if (bytes > 0) {
      await reserveUpload(deps.repos, deps.limits, {
        id: reservationId,
        userId: options.userId,
        bytes,
        now: deps.clock(),
      })
      reserved = true
    }
    return await use({ files, fields })
  } catch (e) {
    await deleteStored(
      deps.storage,
      files.map((f) => f.storageKey),
    )
    throw e
  } finally {
    account.close()
    if (reserved) await deps.repos.uploadUsage.release(reservationId, options.userId)
  }
}

/** Deletes stored files after their rows were removed (or when their rows could not be written). */
export const deleteStored = async (
  storage: FileStorage,
  keys: readonly string[],
): Promise<void> => {
  await Promise.all(keys.map((k) => storage.delete(k)))
}

/** The most of an unread body read to its end after an early answer (see closeUnreadUploads). */
const DRAIN_BYTES = 8 * 1024 * 1024
/** How long the rest of such a body may take to arrive. */
const DRAIN_MS = 10_000

/**
 * Reads what is left of a request body and throws it away, answering whether it came to its
 * end within `maxBytes` and `ms`: a body declared larger, one that sends more, or one that
 * stalls is given up at once.
 */
const drain = (body: IncomingMessage, maxBytes: number, ms: number): Promise<boolean> =>
  new Promise((resolve) => {
    const declared = Number(body.headers['content-length'])
    if (body.readableEnded) return resolve(true)
    if (body.destroyed || (Number.isFinite(declared) && declared > maxBytes)) return resolve(false)
    let seen = 0
    const settle = (ended: boolean) => {
      clearTimeout(timer)
      body.off('data', onData).off('end', onEnd).off('error', onFailed).off('close', onClose)
      resolve(ended)
    }
    const onData = (chunk: Buffer) => {
      seen += chunk.length
      if (seen > maxBytes) settle(false)
    }
    const onEnd = () => settle(true)
    const onFailed = () => settle(false)
    const onClose = () => settle(body.complete)
    const timer = setTimeout(() => settle(false), ms)
    body.on('data', onData).once('end', onEnd).once('error', onFailed).once('close', onClose)
    body.resume()
  })

/**
 * For upload routes: a request answered before its body was read to the end (a refused or
 * failed upload: a bad id, someone else's order, a file of the wrong kind) has the rest of its
 * body read and dropped before the answer goes out, so the client finishes sending and reads
 * the 4xx instead of finding the connection closed under it. A body over 8 MiB, or one that
 * stalls, is not waited for: the answer goes out and the connection closes.
 */
export const closeUnreadUploads = (app: FastifyInstance) => {
  app.addHook('onSend', async (req, reply) => {
    if (req.raw.complete) return
    if (!(await drain(req.raw, DRAIN_BYTES, DRAIN_MS))) reply.header('connection', 'close')
  })
}
