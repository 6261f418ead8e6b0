import { randomUUID } from 'node:crypto'
import { sanitizeUploadFilename } from '@diecut/quote-core'
import type { FastifyRequest } from 'fastify'
import { fail } from '../http/failure'
import type { FileStorage } from '../storage/file-storage'
import { artworkDimensions, type ArtworkDimensions } from './artwork-dimensions'
import { detectFileType, mimetypeOf, type FileKind } from './detect-file-type'
import { sanitizeSvg } from './sanitize-svg'

/** An accepted upload, already in storage. */
export type StoredUpload = ArtworkDimensions & {
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

const ACCEPTED =
  'Accepted files: Photoshop, PostScript/EPS/AI, InDesign, BMP, TIFF, JPEG, PNG, PDF, SVG.'

/**
 * Reads a multipart request: each file is typed by its content (a file of no accepted kind
 * stops the request with 415), SVG is sanitised, the file name cleaned, and the file stored
 * under `folder`. When anything fails, the files already stored are deleted again.
 */
export const receiveUploads = async (
  req: FastifyRequest,
  storage: FileStorage,
  folder: 'designs' | 'quote-uploads',
  maxFiles: number,
): Promise<ReceivedUploads> => {
  const files: StoredUpload[] = []
  const fields: Record<string, string> = {}
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value
        continue
      }
      if (files.length >= maxFiles)
        fail({
          _tag: 'TooLarge',
          message: `At most ${maxFiles} file${maxFiles === 1 ? '' : 's'} per upload.`,
        })
      const raw = await part.toBuffer()
      const kind = detectFileType(raw)
      const filename = sanitizeUploadFilename(part.filename ?? '')
      if (kind === null)
        return fail({
          _tag: 'UnsupportedMediaType',
          message: `"${filename}" is not an accepted file. ${ACCEPTED}`,
        })
      const data = kind === 'svg' ? Buffer.from(sanitizeSvg(raw.toString('utf8')), 'utf8') : raw
      const storageKey = `${folder}/${randomUUID()}-${filename}`
      await storage.put(storageKey, data)
      files.push({
        storageKey,
        filename,
        kind,
        mimetype: mimetypeOf[kind],
        sizeBytes: data.length,
        ...artworkDimensions(kind, data),
      })
    }
  } catch (e) {
    await Promise.all(files.map((f) => storage.delete(f.storageKey)))
    throw e
  }
  return { files, fields }
}

/** Deletes stored files after their rows were removed (or when their rows could not be written). */
export const deleteStored = async (
  storage: FileStorage,
  keys: readonly string[],
): Promise<void> => {
  await Promise.all(keys.map((k) => storage.delete(k)))
}
