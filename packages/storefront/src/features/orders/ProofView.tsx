import { artworkFileType, type ProofFile } from '@diecut/quote-core'

const PDF = artworkFileType('pdf').mimetype

/** A proof shown in the page: an image, or the PDF in the browser's viewer. */
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
      <object data={url} type={PDF} aria-label={label}>
        <a href={url} target="_blank" rel="noreferrer">
          Open the proof ({proof.filename})
        </a>
      </object>
    ) : (
      <img src={url} alt={label} />
    )}
  </div>
)
