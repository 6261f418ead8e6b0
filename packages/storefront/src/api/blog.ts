/**
 * A post link as an address inside the store (the API answers absolute links, as WordPress
 * does), or null for a post that lives on another site.
 */
export const inAppPath = (link: string, origin = window.location.origin): string | null => {
  try {
    const url = new URL(link, origin)
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null
  } catch {
    return null
  }
}

/** Plain text of a rendered WordPress title (entities decoded, tags dropped). */
export const plainText = (html: string): string => {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  return doc.body.textContent ?? ''
}
