import { artworkFileType, type ProofFile } from '@diecut/quote-core'

const PDF = artworkFileType('pdf').mimetype

/**
 * A proof shown in the page: an image, or the PDF in the browser's own viewer inside a frame
 * (the store's pages frame nothing but the store's own proofs), with a link to open it whole.
 */
export const ProofView = ({
  proof,
  url,
  label,
}: {
  proof: ProofFile
  url: string
  label: string
}) => (
  <div className="proof-view">
    {proof.mimetype === PDF ? (
      <>
        <iframe src={url} title={label} className="proof-frame" />
        <a className="small" href={url} target="_blank" rel="noreferrer">
          Open the proof in a new tab ({proof.filename})
        </a>
      </>
    ) : (
      <img src={url} alt={label} />
    )}
  </div>
)
