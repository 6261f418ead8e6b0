import { formatLongDate } from '@diecut/quote-core'
import { useBlogPosts } from '@diecut/quote-react'
import { useEffect } from 'react'
import { plainText } from '../../../api/blog'
import { Link } from '../../../app/router'
import { SafeHtml } from '../../../components/SafeHtml'

/** The blog index (/blog) and a post (/blog/{slug}), from the WordPress-shaped API. */
export const BlogPage = ({ slug }: { slug: string | null }) => {
  const { posts, status } = useBlogPosts(slug)
  const failed = status === 'error'
  const post = slug === null ? undefined : posts?.find((p) => p.slug === slug)
  useEffect(() => {
    document.title = post ? `${plainText(post.title.rendered)} · diecut` : 'Blog · diecut'
  }, [post])

  if (failed)
    return (
      <div className="container narrow-page">
        <h1>Blog</h1>
        <p>The blog is unavailable right now. Please try again later.</p>
      </div>
    )
  if (posts === null)
    return (
      <div className="page-loading" role="status">
        <span className="spinner" />
        <span className="visually-hidden">Loading…</span>
      </div>
    )
  if (slug !== null) {
    if (post === undefined)
      return (
        <div className="container narrow-page">
          <h1>Post not found</h1>
          <Link to="/blog">All posts</Link>
        </div>
      )
    return (
      <article className="container narrow-page blog-post">
        <Link to="/blog" className="small">
          ← All posts
        </Link>
        <h1>{plainText(post.title.rendered)}</h1>
        <p className="muted small">{formatLongDate(post.date.slice(0, 10))}</p>
        <SafeHtml className="prose" html={post.content?.rendered ?? ''} />
      </article>
    )
  }
  return (
    <div className="container narrow-page">
      <p className="eyebrow">Blog</p>
      <h1>Notes from the press room</h1>
      <ul className="blog-list">
        {posts.map((p) => (
          <li key={p.id}>
            <Link to={`/blog/${encodeURIComponent(p.slug)}`}>
              <span className="blog-title">{plainText(p.title.rendered)}</span>
            </Link>
            <p className="muted small">{formatLongDate(p.date.slice(0, 10))}</p>
            {p.excerpt ? <p>{plainText(p.excerpt.rendered)}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  )
}
