import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { PageOutOfRange, type BlogSource, type PostQuery, type WpPost } from './blog-source'
import { escapeHtml, excerptOf, renderMarkdown } from './render-markdown'

type FrontMatter = Record<string, string>

/** Splits `---\nkey: value\n---\nbody`; values may be quoted. */
const parseFrontMatter = (text: string): { meta: FrontMatter; body: string } => {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text)
  if (m === null) return { meta: {}, body: text }
  const meta: FrontMatter = {}
  for (const line of (m[1] ?? '').split(/\r?\n/)) {
    const kv = /^([A-Za-z_]+):\s*(.*)$/.exec(line)
    if (kv?.[1] !== undefined) meta[kv[1]] = (kv[2] ?? '').replace(/^(["'])(.*)\1$/, '$2')
  }
  return { meta, body: m[2] ?? '' }
}

const toPost = (file: string, text: string): WpPost | null => {
  const { meta, body } = parseFrontMatter(text)
  const id = Number(meta.id)
  const date = meta.date ?? ''
  if (
    !Number.isInteger(id) ||
    id <= 0 ||
    Number.isNaN(Date.parse(date)) ||
    meta.title === undefined
  )
    return null
  const slug = meta.slug ?? path.basename(file, '.md')
  const iso = new Date(date).toISOString().slice(0, 19)
  return {
    id,
    date: iso,
    date_gmt: iso,
    slug,
    link: `/blog/${slug}`,
    title: { rendered: escapeHtml(meta.title) },
    excerpt: {
      rendered:
        meta.excerpt === undefined ? excerptOf(body) : `<p>${escapeHtml(meta.excerpt)}</p>\n`,
    },
    content: { rendered: renderMarkdown(body) },
    _embedded: {
      author: [{ name: meta.author ?? 'diecut' }],
      ...(meta.image === undefined
        ? {}
        : { 'wp:featuredmedia': [{ source_url: meta.image, alt_text: meta.image_alt ?? '' }] }),
    },
  }
}

/** Posts from `*.md` files with front matter (id, title, date, slug?, author?, excerpt?, image?). */
export const createMarkdownBlog = (dir: string): BlogSource => {
  let cache: Promise<WpPost[]> | null = null
  const load = async (): Promise<WpPost[]> => {
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.md'))
    const posts = await Promise.all(
      files.map(async (f) => toPost(f, await readFile(path.join(dir, f), 'utf8'))),
    )
    return posts
      .filter((p): p is WpPost => p !== null)
      .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
  }
  const shaped = (post: WpPost, embed: boolean): WpPost => {
    if (embed) return post
    const { _embedded: _e, ...plain } = post
    return plain
  }
  return {
    async latest({ perPage, page, embed, slugs }: PostQuery) {
      cache ??= load()
      const all = await cache
      const matching = slugs === undefined ? all : all.filter((p) => slugs.includes(p.slug))
      const totalPages = Math.ceil(matching.length / perPage)
      if (matching.length > 0 && page > totalPages) throw new PageOutOfRange(totalPages)
      const posts = matching.slice((page - 1) * perPage, page * perPage)
      return { total: matching.length, posts: posts.map((p) => shaped(p, embed)) }
    },
    async byId(id, embed) {
      cache ??= load()
      const post = (await cache).find((p) => p.id === id)
      return post === undefined ? null : shaped(post, embed)
    },
  }
}
