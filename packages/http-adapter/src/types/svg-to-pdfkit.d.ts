declare module 'svg-to-pdfkit' {
  type Options = {
    readonly width?: number
    readonly height?: number
    readonly preserveAspectRatio?: string
    /** Treat SVG user units as points instead of CSS pixels. */
    readonly assumePt?: boolean
    readonly warningCallback?: (message: string) => void
  }
  /** Draws an SVG document into a PDFKit document at (x, y), as vector paths. */
  const SVGtoPDF: (
    doc: PDFKit.PDFDocument,
    svg: string,
    x: number,
    y: number,
    options?: Options,
  ) => void
  export default SVGtoPDF
}
