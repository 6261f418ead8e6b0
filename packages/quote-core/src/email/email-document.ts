import type { StoreContact } from '../catalog/constants'

/**
 * The parts an email is made of. Every string is plain text (the customer's name, a comment, a
 * description): the renderers escape it, so no part of an email is ever written as raw HTML.
 */
export type EmailBlock =
  | { readonly type: 'paragraph'; readonly text: string }
  | { readonly type: 'quote'; readonly text: string }
  | { readonly type: 'heading'; readonly text: string }
  | { readonly type: 'button'; readonly label: string; readonly url: string }
  | { readonly type: 'list'; readonly items: readonly string[] }
  | {
      readonly type: 'table'
      readonly rows: readonly (readonly [label: string, value: string])[]
    }

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Text made safe inside an HTML element or a double- or single-quoted attribute. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c)

/** HTML that is already escaped; only `html` makes one. */
type SafeHtml = { readonly __html: string }

const isSafe = (v: unknown): v is SafeHtml => typeof v === 'object' && v !== null && '__html' in v

/** A template whose every interpolation is escaped, unless it is itself made by `html`. */
const html = (
  strings: TemplateStringsArray,
  ...values: readonly (string | number | SafeHtml | readonly SafeHtml[])[]
): SafeHtml => ({
  __html: strings.reduce((out, s, i) => {
    if (i === 0) return s
    const v = values[i - 1]
    const part = Array.isArray(v)
      ? v.map((x: SafeHtml) => x.__html).join('')
      : isSafe(v)
        ? v.__html
        : escapeHtml(String(v))
    return out + part + s
  }, ''),
})

// Only web links go into an email: anything else is shown as text.
const hrefOf = (url: string): string => (/^https?:\/\//i.test(url) ? url : '#')

const blockHtml = (b: EmailBlock): SafeHtml => {
  switch (b.type) {
    case 'paragraph':
      return html`<p style="margin:0 0 14px">${b.text}</p>`
    case 'quote':
      return html`<blockquote
        style="margin:0 0 14px;padding:8px 12px;border-left:3px solid #c2410c;white-space:pre-wrap"
      >
        ${b.text}
      </blockquote>`
    case 'heading':
      return html`<h2 style="font-size:16px;margin:20px 0 8px">${b.text}</h2>`
    case 'button':
      return html`<p style="margin:0 0 14px">
        <a
          href="${hrefOf(b.url)}"
          style="display:inline-block;padding:10px 16px;background:#c2410c;color:#ffffff;text-decoration:none;border-radius:4px"
          >${b.label}</a
        ><br /><span style="font-size:12px;color:#555">${b.url}</span>
      </p>`
    case 'list':
      return html`<ul style="margin:0 0 14px;padding-left:20px">
        ${b.items.map((i) => html`<li>${i}</li>`)}
      </ul>`
    case 'table':
      return html`<table style="border-collapse:collapse;margin:0 0 14px">
        ${b.rows.map(
          ([label, value]) =>
            html`<tr>
              <td style="padding:3px 16px 3px 0">${label}</td>
              <td style="padding:3px 0;text-align:right">${value}</td>
            </tr>`,
        )}
      </table>`
  }
}

const blockText = (b: EmailBlock): string => {
  switch (b.type) {
    case 'paragraph':
      return b.text
    case 'quote':
      return b.text
        .split('\n')
        .map((l) => `> ${l}`)
        .join('\n')
    case 'heading':
      return `${b.text}\n${'-'.repeat(b.text.length)}`
    case 'button':
      return `${b.label}: ${b.url}`
    case 'list':
      return b.items.map((i) => `- ${i}`).join('\n')
    case 'table': {
      const width = Math.max(...b.rows.map(([l]) => l.length))
      return b.rows.map(([l, v]) => `${l.padEnd(width)}  ${v}`).join('\n')
    }
  }
}

const footer = (store: StoreContact): readonly string[] => [
  store.name,
  store.address,
  `Phone ${store.phone}, ${store.hours}`,
]

/** The plain-text part: blocks separated by blank lines, then the store's signature. */
export const renderEmailText = (blocks: readonly EmailBlock[], store: StoreContact): string =>
  [...blocks.map(blockText), `--\n${footer(store).join('\n')}`].join('\n\n') + '\n'

/** The HTML part: the same blocks in a plain, inline-styled page any mail reader shows. */
export const renderEmailHtml = (
  subject: string,
  blocks: readonly EmailBlock[],
  store: StoreContact,
): string =>
  html`<!DOCTYPE html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <title>${subject}</title>
      </head>
      <body
        style="margin:0;padding:24px;background:#f6f6f4;font-family:Helvetica,Arial,sans-serif;font-size:14px;line-height:1.5;color:#1f2933"
      >
        <div
          style="max-width:600px;margin:0 auto;background:#ffffff;padding:24px;border-radius:6px"
        >
          <p style="margin:0 0 16px;font-size:22px;font-weight:bold;color:#c2410c">${store.name}</p>
          ${blocks.map(blockHtml)}
          <hr style="border:none;border-top:1px solid #ddd;margin:20px 0" />
          <p style="margin:0;font-size:12px;color:#555">
            ${footer(store).map((l, i) => (i === 0 ? html`${l}` : html`<br />${l}`))}
          </p>
        </div>
      </body>
    </html> `.__html
