/** The artwork formats docs/product.md section 3 accepts ("Accepted upload types"). */
export type ArtworkFileKind =
  'photoshop' | 'postscript' | 'eps' | 'indesign' | 'bmp' | 'tiff' | 'jpeg' | 'png' | 'pdf' | 'svg'

/** One accepted format: what the customer reads, how it is stored and named. */
export type ArtworkFileType = {
  readonly kind: ArtworkFileKind
  /** Names in the customer's list of accepted files (none for a format they know by another). */
  readonly labels: readonly string[]
  readonly mimetype: string
  /** File name extensions a customer may pick; the first is the one a stored file is given. */
  readonly extensions: readonly string[]
  /** Other extensions a stored file of this format may keep. */
  readonly alsoNamed: readonly string[]
}

/** Every accepted format, in the order the customer's list names them. */
export const ARTWORK_FILE_TYPES: readonly ArtworkFileType[] = [
  // Illustrator files saved with PDF compatibility are PDFs.
  {
    kind: 'pdf',
    labels: ['PDF', 'AI'],
    mimetype: 'application/pdf',
    extensions: ['pdf', 'ai'],
    alsoNamed: [],
  },
  {
    kind: 'eps',
    labels: ['EPS'],
    mimetype: 'application/postscript',
    extensions: ['eps'],
    alsoNamed: ['ps', 'ai', 'epsf', 'epsi'],
  },
  {
    kind: 'postscript',
    labels: [],
    mimetype: 'application/postscript',
    extensions: ['ps'],
    alsoNamed: ['eps', 'ai', 'epsf', 'epsi'],
  },
  {
    kind: 'photoshop',
    labels: ['PSD'],
    mimetype: 'image/vnd.adobe.photoshop',
    extensions: ['psd'],
    alsoNamed: ['psb'],
  },
  {
    kind: 'indesign',
    labels: ['InDesign'],
    mimetype: 'application/x-indesign',
    extensions: ['indd'],
    alsoNamed: [],
  },
  { kind: 'svg', labels: ['SVG'], mimetype: 'image/svg+xml', extensions: ['svg'], alsoNamed: [] },
  {
    kind: 'tiff',
    labels: ['TIFF'],
    mimetype: 'image/tiff',
    extensions: ['tif', 'tiff'],
    alsoNamed: [],
  },
  {
    kind: 'jpeg',
    labels: ['JPEG'],
    mimetype: 'image/jpeg',
    extensions: ['jpg', 'jpeg'],
    alsoNamed: ['jpe'],
  },
  { kind: 'png', labels: ['PNG'], mimetype: 'image/png', extensions: ['png'], alsoNamed: [] },
  { kind: 'bmp', labels: ['BMP'], mimetype: 'image/bmp', extensions: ['bmp'], alsoNamed: ['dib'] },
]

const byKind = new Map(ARTWORK_FILE_TYPES.map((t) => [t.kind, t]))

/** The format of a kind. */
export const artworkFileType = (kind: ArtworkFileKind): ArtworkFileType => {
  const t = byKind.get(kind)
  if (t === undefined) throw new Error(`unknown artwork kind ${kind}`)
  return t
}

/** The accepted formats as the customer reads them: 'PDF, AI, EPS, ... PNG and BMP'. */
export const ACCEPTED_ARTWORK_NAMES: string = (() => {
  const labels = ARTWORK_FILE_TYPES.flatMap((t) => t.labels)
  return `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`
})()

/** Every extension a customer may pick, dotted, as a file input's `accept` list. */
export const ACCEPTED_ARTWORK_EXTENSIONS: string = ARTWORK_FILE_TYPES.flatMap((t) =>
  t.extensions.map((e) => `.${e}`),
).join(',')

const extensionOf = (filename: string): string => {
  const dot = filename.lastIndexOf('.')
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase()
}

const picked = new Set(ARTWORK_FILE_TYPES.flatMap((t) => t.extensions))

/** Whether a file's name has an extension a customer may upload (the server still sniffs it). */
export const isAcceptedArtworkName = (filename: string): boolean =>
  picked.has(extensionOf(filename))

/** The kind a detected extension names (file-type's `ext`), or null when it is not accepted. */
export const artworkKindOfExtension = (ext: string): ArtworkFileKind | null =>
  ARTWORK_FILE_TYPES.find((t) => t.extensions.includes(ext.toLowerCase()))?.kind ?? null

/** Extensions a stored file of a media type may keep; the first is the one it is given. */
export const extensionsOfMimetype = (mimetype: string): readonly string[] => {
  const out: string[] = []
  for (const t of ARTWORK_FILE_TYPES)
    if (t.mimetype === mimetype)
      for (const e of [...t.extensions, ...t.alsoNamed]) if (!out.includes(e)) out.push(e)
  return out
}

/** The logo files the design service asks for (docs/product.md section 1), as the customer reads them. */
export const LOGO_FILE_NAMES = 'AI, PSD, EPS, PDF, JPG, PNG'

/** The vector formats a logo may come in, as the design quoter asks for one. */
export const VECTOR_LOGO_FILE_NAMES = 'AI, EPS, PDF, SVG'

/** Formats a proof (staff's upload for the customer to approve) may have. */
export const PROOF_FILE_KINDS: readonly ArtworkFileKind[] = ['pdf', 'png', 'jpeg']

/** The proof formats as a file input's `accept` list of media types. */
export const PROOF_FILE_ACCEPT: string = PROOF_FILE_KINDS.map(
  (k) => artworkFileType(k).mimetype,
).join(',')

/**
 * Formats a browser shows by itself (PDF and web images), so that staff may view such a file in
 * a tab; the others (PSD, EPS, InDesign, TIFF) are only downloaded and opened in their programs.
 */
export const BROWSER_VIEWABLE_KINDS: readonly ArtworkFileKind[] = [
  'pdf',
  'png',
  'jpeg',
  'svg',
  'bmp',
]

const viewable = new Set(BROWSER_VIEWABLE_KINDS.map((k) => artworkFileType(k).mimetype))

/** Whether a stored file of this media type can be viewed in the browser (not only downloaded). */
export const viewsInBrowser = (mimetype: string): boolean => viewable.has(mimetype)
