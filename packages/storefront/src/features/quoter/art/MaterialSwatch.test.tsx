import { labelSubstrates } from '@diecut/quote-core'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { MaterialSwatch } from './MaterialSwatch'

const swatchOf = (finish: string) => {
  const s = labelSubstrates.find((x) => x.swatch.finish === finish)
  if (s === undefined) throw new Error(`no ${finish} material in the catalogue`)
  return s.swatch
}

/** The ids a swatch defines, and the ids it draws with. */
const ids = (html: string) => ({
  defined: [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]),
  used: [...html.matchAll(/url\(#([^)]+)\)/g)].map((m) => m[1]),
})

describe('MaterialSwatch', () => {
  it('defines exactly the fills and patterns its finish draws with', () => {
    for (const finish of ['plain', 'metallic', 'holographic', 'clear', 'textured']) {
      const { defined, used } = ids(
        renderToStaticMarkup(<MaterialSwatch swatch={swatchOf(finish)} />),
      )
      const drawsPattern = finish === 'clear' || finish === 'textured'
      expect({ finish, defined: new Set(defined) }).toEqual({ finish, defined: new Set(used) })
      expect({ finish, count: defined.length }).toEqual({ finish, count: drawsPattern ? 2 : 1 })
    }
  })
})
