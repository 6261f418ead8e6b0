import '../../styles/share-quote.css'
import { useQuotePdf, useQuoteStore, useShareQuote } from '@diecut/quote-react'
import { useState } from 'react'
import { Icon } from '../../components/Icon'
import { LabelledControl } from '../../components/LabelledControl'

const copyText = async (text: string): Promise<boolean> => {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}

/** Saves a download the server answers as an attachment, without leaving the page. */
export const downloadFrom = (href: string) => {
  const a = document.createElement('a')
  a.href = href
  a.download = ''
  document.body.append(a)
  a.click()
  a.remove()
}

/**
 * "Share quote" (a read-only link, copied to the clipboard and shown) and "Download PDF" of the
 * quote as it is on screen; shown once the quote has a price.
 */
export const ShareQuoteActions = () => {
  const priced = useQuoteStore((s) => s.order.id !== 0 && s.order.quoted_total !== null)
  const shared = useShareQuote()
  const pdf = useQuotePdf()
  const [copied, setCopied] = useState<boolean | null>(null)
  const [pdfBusy, setPdfBusy] = useState(false)
  if (!priced && shared.link === null) return null
  const url = shared.link === null ? null : `${window.location.origin}${shared.link.url}`

  const share = async () => {
    setCopied(null)
    try {
      const link = await shared.share()
      setCopied(await copyText(`${window.location.origin}${link.url}`))
    } catch {
      // The hook keeps the error; it is shown below.
    }
  }
  const download = async () => {
    setPdfBusy(true)
    try {
      downloadFrom(await pdf.prepare())
    } finally {
      setPdfBusy(false)
    }
  }

  return (
    <div className="share-actions">
      <div className="share-buttons">
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={share}
          disabled={shared.status === 'sharing'}
        >
          <Icon name="link" size={16} /> {shared.status === 'sharing' ? 'Sharing…' : 'Share quote'}
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={download}
          disabled={pdfBusy}
        >
          <Icon name="download" size={16} /> {pdfBusy ? 'Preparing…' : 'Download PDF'}
        </button>
      </div>
      <div aria-live="polite">
        {shared.status === 'error' ? <p className="field-error">{shared.error.message}</p> : null}
        {url !== null ? (
          <div className="share-link">
            <p className="share-note" role="status">
              <Icon name="check" size={16} />
              {copied === true
                ? 'Link copied. Anyone with it can see this quote as it is now.'
                : 'Copy this link to share the quote as it is now.'}
            </p>
            <LabelledControl
              label="Share link"
              labelClassName="visually-hidden"
              className="input input-sm"
              readOnly
              value={url}
              onFocus={(e) => e.currentTarget.select()}
            />
          </div>
        ) : null}
      </div>
    </div>
  )
}
