const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const safeHref = (href: string): string => (/^(https?:\/\/|\/|#|mailto:)/i.test(href) ? href : '#')

/** Inline markup: links, bold, italics and code, on escaped text. */
const inline = (text: string): string =>
  escapeHtml(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(
      /\[([^\]]+)\]\(([^)\s]+)\)/g,
      (_m, label: string, href: string) => `<a href="${safeHref(href)}">${label}</a>`,
    )
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/\*([^*]+)\*/g, '<em>$1</em>')

/**
 * The small markdown subset the blog posts use: headings, paragraphs, bullet and numbered
 * lists, links, bold, italics, code. All text is HTML-escaped first.
 */
export const renderMarkdown = (markdown: string): string => {
  const out: string[] = []
  let paragraph: string[] = []
  let list: { tag: 'ul' | 'ol'; items: string[] } | null = null
  const flush = () => {
    if (paragraph.length > 0) out.push(`<p>${inline(paragraph.join(' '))}</p>`)
    paragraph = []
    if (list !== null)
      out.push(
        `<${list.tag}>${list.items.map((i) => `<li>${inline(i)}</li>`).join('')}</${list.tag}>`,
      )
    list = null
  }
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trim()
    const heading = /^(#{1,4})\s+(.*)$/.exec(line)
    const bullet = /^[-*]\s+(.*)$/.exec(line)
    const numbered = /^\d+\.\s+(.*)$/.exec(line)
    if (line === '') flush()
    else if (heading) {
      flush()
      const level = (heading[1] ?? '#').length + 1
      out.push(`<h${level}>${inline(heading[2] ?? '')}</h${level}>`)
    } else if (bullet || numbered) {
      const tag = bullet ? 'ul' : 'ol'
      if (paragraph.length > 0 || (list !== null && list.tag !== tag)) flush()
      list ??= { tag, items: [] }
      list.items.push((bullet ?? numbered)?.[1] ?? '')
    } else {
      if (list !== null) flush()
      paragraph.push(line)
    }
  }
  flush()
  return out.join('\n')
}

/** The first paragraph, rendered, as WordPress's excerpt. */
export const excerptOf = (markdown: string): string => {
  const first = markdown
    .split(/\r?\n\s*\r?\n/)
    .find((block) => block.trim() !== '' && !block.trim().startsWith('#'))
  return first === undefined ? '' : `<p>${inline(first.replace(/\s+/g, ' ').trim())}</p>\n`
}

export { escapeHtml }
