/** The deepest nesting of arrays and objects a JSON body may have: the API's go 4 deep at most. */
export const MAX_JSON_DEPTH = 32

/**
 * Whether a JSON text nests arrays/objects deeper than `max`: one pass over the text, brackets
 * inside strings ignored. Checked before parsing, so a hostile body never reaches code that
 * recurses over it.
 */
export const nestsDeeperThan = (text: string, max: number): boolean => {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c)
        i++ // backslash: skip the escaped character
      else if (c === 0x22) inString = false
    } else if (c === 0x22) inString = true
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true
    } else if (c === 0x5d || c === 0x7d) depth--
  }
  return false
}
