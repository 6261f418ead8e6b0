import DOMPurify from 'dompurify'

/**
 * HTML from outside the app (a blog post's `content.rendered`, from the markdown files or a
 * WordPress) with everything that can run removed: scripts, event handlers, `javascript:`
 * and other script-bearing URLs, frames, forms and inline styles. It runs in the browser,
 * on the browser's own parser, so what is checked is exactly what is shown.
 */
export const sanitizeHtml = (html: string): string =>
  DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
    FORBID_ATTR: ['style'],
  })

type SafeHtmlProps = { html: string; className?: string }

/** The only way the storefront puts outside HTML on a page: sanitised first. */
export const SafeHtml = ({ html, className }: SafeHtmlProps) => (
  // eslint-disable-next-line no-restricted-syntax -- the one sanitised sink
  <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
)
