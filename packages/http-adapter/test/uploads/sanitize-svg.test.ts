import { describe, expect, it } from 'vitest'
import { sanitizeSvg } from '../../src/uploads/sanitize-svg'

const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"'
const clean = async (inner: string, prolog = '') => {
  const out = await sanitizeSvg(`${prolog}<svg ${NS} width="100" height="100">${inner}</svg>`)
  if (out === null) throw new Error('refused')
  return out
}

describe('sanitizeSvg', () => {
  it('removes <script> under any namespace prefix', async () => {
    const out = await clean(
      '<script>alert(1)</script><svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(2)</svg:script><rect width="1" height="1"/>',
    )
    expect(out).not.toMatch(/script|alert/i)
    expect(out).toContain('<rect')
  })

  it('removes event handlers (onclick, onload, onmouseover) and animations that set them', async () => {
    const out = await clean(
      '<rect onclick="alert(1)" onload="alert(2)" width="1" height="1"/><g onmouseover="alert(3)"><circle r="1"/></g><set attributeName="onclick" to="alert(4)"/><animate attributeName="href" values="javascript:alert(5)"/>',
    )
    expect(out).not.toMatch(/\bon[a-z]+=|alert|<set|<animate/i)
    expect(out).toContain('<circle')
  })

  it('removes javascript: links however they are encoded', async () => {
    const out = await clean(
      [
        '<a href="javascript:alert(1)"><text>a</text></a>',
        '<a xlink:href="&#106;avascript:alert(2)"><text>b</text></a>',
        '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(3)"><text>c</text></a>',
        '<a href="jav&#x09;ascript:alert(4)"><text>d</text></a>',
        '<a href="&js;"><text>e</text></a>',
      ].join(''),
      '<!DOCTYPE svg [<!ENTITY js "javascript:alert(5)">]>',
    )
    expect(out).not.toMatch(/javascript|alert|href/i)
    expect(out).toContain('<text>a</text>')
  })

  it('keeps references inside the file but drops external <use> and <image> and data: documents', async () => {
    const out = await clean(
      [
        '<defs><path id="p" d="M0 0L1 1"/></defs>',
        '<use xlink:href="#p"/>',
        '<use href="#p"/>',
        '<use href="https://evil.example/sprite.svg#p"/>',
        '<use xlink:href="//evil.example/sprite.svg#p"/>',
        '<image href="https://evil.example/pixel.png" width="1" height="1"/>',
        '<image xlink:href="file:///etc/passwd" width="1" height="1"/>',
        '<image href="data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+"/>',
        '<image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>',
      ].join(''),
    )
    expect(out).not.toMatch(/evil\.example|file:|image\/svg/)
    expect(out.match(/<use [^>]*href="#p"/g)).toHaveLength(2)
    expect(out).toContain('href="data:image/png;base64,iVBORw0KGgo="')
  })

  it('drops xml-stylesheet instructions, external CSS and foreignObject', async () => {
    const out = await clean(
      [
        '<style>@import url(https://evil.example/a.css); rect { fill: url(https://evil.example/f) }</style>',
        '<rect fill="url(#g)" width="1" height="1"/>',
        '<rect style="fill: url(https://evil.example/s)" width="2" height="2"/>',
        '<rect filter="url(https://evil.example/x.svg#f)" width="3" height="3"/>',
        '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://evil.example"/></div></foreignObject>',
      ].join(''),
      '<?xml version="1.0"?>\n<?xml-stylesheet type="text/css" href="https://evil.example/s.css"?>\n',
    )
    expect(out).not.toMatch(/evil\.example|xml-stylesheet|foreignObject|iframe|@import/i)
    expect(out).toContain('fill="url(#g)"')
    expect(out.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg')).toBe(true)
  })

  it('keeps ordinary artwork: gradients, filters, text, paths (case-sensitive SVG names)', async () => {
    const out = await clean(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient><filter id="f"><feGaussianBlur stdDeviation="2"/></filter><clipPath id="c"><rect width="5" height="5"/></clipPath></defs><path d="M0 0H10V10Z" fill="url(#g)" filter="url(#f)" clip-path="url(#c)"/><text x="1" y="2">Logo</text>',
    )
    for (const kept of [
      '<linearGradient id="g">',
      '<feGaussianBlur stdDeviation="2"/>',
      '<clipPath id="c">',
      'fill="url(#g)"',
      '<text x="1" y="2">Logo</text>',
    ])
      expect(out).toContain(kept)
  })

  it('answers null for text that is not a well-formed SVG document', async () => {
    expect(await sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>')).toBeNull()
    expect(await sanitizeSvg('<html><svg xmlns="http://www.w3.org/2000/svg"/></html>')).toBeNull()
    expect(await sanitizeSvg('<svg><rect/></svg>')).toBeNull()
  })
})
