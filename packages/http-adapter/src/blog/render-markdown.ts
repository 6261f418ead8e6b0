import MarkdownIt from 'markdown-it'

/**
 * Link targets a post may use: http(s), mailto, an in-page anchor, or a path on this site. A
 * protocol-relative `//host` (or `/\host`, which browsers read the same way) is another site
 * in disguise and is refused like `javascript:` or `data:`.
 */
const SAFE_LINK = /^(?:https?:\/\/[^/\\]|mailto:|#|\/(?![/\\]))/i

/** True for a link target the blog may render; markdown-it hands it the normalised URL. */
export const isSafeLink = (url: string): boolean => SAFE_LINK.test(url)

// html: false escapes raw HTML in posts; a refused link stays as plain text.
const md = new MarkdownIt({ html: false, linkify: false, typographer: false })
md.validateLink = isSafeLink

// The page title is the h1, so a post's top heading level renders as h2 and the levels under
// it follow in steps (at most h6): a post may start its sections at `#` or, as a title-less
// markdown file often does, at `##`; either way no level is skipped after the page's h1.
const levelOf = (tag: string) => Number(tag.slice(1))
md.core.ruler.push('shift_headings', (state) => {
  const headings = state.tokens.filter(
    (t) => t.type === 'heading_open' || t.type === 'heading_close',
  )
  const top = Math.min(...headings.map((t) => levelOf(t.tag)))
  for (const token of headings) token.tag = `h${Math.min(6, levelOf(token.tag) - top + 2)}`
})

export const escapeHtml = (s: string): string => md.utils.escapeHtml(s)

/** A post body as HTML: CommonMark, raw HTML escaped, only safe links. */
export const renderMarkdown = (markdown: string): string => md.render(markdown)

/** The first paragraph, rendered, as WordPress's excerpt. */
export const excerptOf = (markdown: string): string => {
  const tokens = md.parse(markdown, {})
  const open = tokens.findIndex((t) => t.type === 'paragraph_open' && t.level === 0)
  if (open < 0) return ''
  const close = tokens.findIndex((t, i) => i > open && t.type === 'paragraph_close')
  return md.renderer.render(tokens.slice(open, close + 1), md.options, {})
}
