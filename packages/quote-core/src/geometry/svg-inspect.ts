// Test support for the dieline tests (not exported from the package): a strict little XML
// reader, enough to prove the SVG is well-formed without a DOM, and path-data helpers.

export type XmlNode = {
  readonly name: string
  readonly attrs: Readonly<Record<string, string>>
  readonly children: readonly XmlNode[]
  readonly text: string
}

export type XmlResult = { readonly ok: true; readonly root: XmlNode } | { readonly ok: false }

const isSpace = (c: string | undefined): boolean =>
  c === ' ' || c === '\n' || c === '\t' || c === '\r'
const isNameChar = (c: string | undefined): boolean =>
  c !== undefined && c !== '' && !isSpace(c) && !'<>/="\'&'.includes(c)
const ENTITIES = ['amp;', 'lt;', 'gt;', 'quot;', 'apos;']

// One shared error value: the reader unwinds with it and reports a plain failure.
const MALFORMED = new Error('malformed XML')

/** Parses one root element; anything unbalanced, unquoted or left over makes it fail. */
export const parseXml = (src: string): XmlResult => {
  let i = 0
  const fail = (): never => {
    throw MALFORMED
  }
  const skipSpace = () => {
    while (isSpace(src[i])) i += 1
  }
  const expect = (s: string) => {
    if (!src.startsWith(s, i)) fail()
    i += s.length
  }
  const name = (): string => {
    const start = i
    while (isNameChar(src[i])) i += 1
    return i > start ? src.slice(start, i) : fail()
  }
  const checkEntities = (s: string) => {
    for (let k = s.indexOf('&'); k >= 0; k = s.indexOf('&', k + 1)) {
      if (!ENTITIES.some((e) => s.startsWith(e, k + 1))) fail()
    }
  }
  const element = (): XmlNode => {
    expect('<')
    const tag = name()
    const attrs: Record<string, string> = {}
    for (;;) {
      const hadSpace = isSpace(src[i])
      skipSpace()
      if (src.startsWith('/>', i)) {
        i += 2
        return { name: tag, attrs, children: [], text: '' }
      }
      if (src[i] === '>') break
      if (!hadSpace) fail()
      const key = name()
      if (key in attrs) fail()
      expect('="')
      const end = src.indexOf('"', i)
      if (end < 0) fail()
      const value = src.slice(i, end)
      if (value.includes('<')) fail()
      checkEntities(value)
      attrs[key] = value
      i = end + 1
    }
    i += 1
    const children: XmlNode[] = []
    let text = ''
    while (!src.startsWith('</', i)) {
      if (i >= src.length) fail()
      if (src[i] === '<') children.push(element())
      else {
        const end = src.indexOf('<', i)
        text += src.slice(i, end < 0 ? src.length : end)
        i = end < 0 ? src.length : end
      }
    }
    checkEntities(text)
    expect('</')
    if (name() !== tag) fail()
    skipSpace()
    expect('>')
    return { name: tag, attrs, children, text: text.trim() }
  }
  try {
    skipSpace()
    const root = element()
    skipSpace()
    return i === src.length ? { ok: true, root } : { ok: false }
  } catch (e) {
    if (e === MALFORMED) return { ok: false }
    throw e
  }
}

/** Every element of the tree, depth first. */
export const allNodes = (n: XmlNode): XmlNode[] => [n, ...n.children.flatMap(allNodes)]

/** The end points of every segment of path data written as `M x y L x y A rx ry 0 0 1 x y Z`. */
export const pathPoints = (d: string): { x: number; y: number }[] => {
  const tokens = d.split(' ').filter((t) => t !== '')
  const points: { x: number; y: number }[] = []
  const arity: Readonly<Record<string, number>> = { M: 2, L: 2, A: 7, Z: 0 }
  for (let k = 0; k < tokens.length;) {
    const n = arity[tokens[k] ?? '']
    if (n === undefined) throw new Error(`unexpected path token ${tokens[k] ?? ''}`)
    if (n > 0) points.push({ x: Number(tokens[k + n - 1]), y: Number(tokens[k + n]) })
    k += n + 1
  }
  return points
}

export type Box = {
  readonly x0: number
  readonly y0: number
  readonly x1: number
  readonly y1: number
}

/** Bounding box of points (exact for these paths: arcs end on their quadrant points). */
export const boxOf = (points: readonly { x: number; y: number }[]): Box => ({
  x0: Math.min(...points.map((p) => p.x)),
  y0: Math.min(...points.map((p) => p.y)),
  x1: Math.max(...points.map((p) => p.x)),
  y1: Math.max(...points.map((p) => p.y)),
})
