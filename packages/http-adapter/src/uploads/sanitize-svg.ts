/**
 * Removes what can run script from an SVG: script and foreignObject elements, event-handler
 * attributes and javascript:/data: links. Served files also carry a CSP that forbids
 * script, so this is the second of two locks.
 */
export const sanitizeSvg = (svg: string): string => {
  let out = svg
  let before: string
  do {
    before = out
    out = out
      .replace(/<script\b[\s\S]*?<\/script\s*>/gi, '')
      .replace(/<script\b[^>]*\/?>/gi, '')
      .replace(/<foreignObject\b[\s\S]*?<\/foreignObject\s*>/gi, '')
      .replace(/<foreignObject\b[^>]*\/?>/gi, '')
      .replace(/<!ENTITY[^>]*>/gi, '')
      .replace(/\s(?:on[a-z0-9_-]+)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi, '')
      .replace(
        /\s((?:xlink:)?href|src|action|formaction|from|to|values)\s*=\s*("|')\s*(?:javascript|vbscript|data:(?!image\/(?:png|jpe?g|gif);))[^"']*\2/gi,
        '',
      )
      .replace(/\s((?:xlink:)?href)\s*=\s*(?:javascript|vbscript):[^\s>]*/gi, '')
  } while (out !== before)
  return out
}
