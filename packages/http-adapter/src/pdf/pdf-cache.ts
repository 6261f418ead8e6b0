/**
 * Finished PDFs by key, the most recently used kept within `maxBytes`; a PDF being made is
 * shared by everyone who asks for it meanwhile. A failure is not kept.
 */
export const createPdfCache = (maxBytes: number) => {
  const kept = new Map<string, Buffer>()
  const making = new Map<string, Promise<Buffer>>()
  let bytes = 0

  const keep = (key: string, pdf: Buffer) => {
    if (pdf.length > maxBytes) return
    kept.set(key, pdf)
    bytes += pdf.length
    for (const [oldKey, old] of kept) {
      if (bytes <= maxBytes) break
      kept.delete(oldKey)
      bytes -= old.length
    }
  }

  return {
    /** The PDF kept under `key`, or the one `make` makes (then kept). */
    get(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
      const hit = kept.get(key)
      if (hit !== undefined) {
        kept.delete(key)
        kept.set(key, hit)
        return Promise.resolve(hit)
      }
      const pending = making.get(key)
      if (pending !== undefined) return pending
      const made = make()
        .then((pdf) => {
          keep(key, pdf)
          return pdf
        })
        .finally(() => making.delete(key))
      making.set(key, made)
      return made
    },
    /** Bytes of the PDFs kept. */
    bytes: () => bytes,
  }
}
