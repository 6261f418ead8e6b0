import { describe, expect, it } from 'vitest'
import { excerptOf, isSafeLink, renderMarkdown } from '../../src/blog/render-markdown'

const hrefsOf = (html: string): string[] =>
  [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1] ?? '')

describe('renderMarkdown', () => {
  it('renders headings one level down, lists, emphasis and safe links', () => {
    const html = renderMarkdown(
      '# Hi <b>\n\nSee [y](https://a.example) and [our guide](/labels/label-materials#paper) **bold**\n\n- one\n- two\n\n1. first',
    )
    expect(html).toContain('<h2>Hi &lt;b&gt;</h2>')
    expect(html).toContain('<a href="https://a.example">y</a>')
    expect(html).toContain('<a href="/labels/label-materials#paper">our guide</a>')
    expect(html).toContain('<strong>bold</strong>')
    expect(html).toContain('<ul>\n<li>one</li>\n<li>two</li>\n</ul>')
    expect(html).toContain('<ol>\n<li>first</li>\n</ol>')
  })

  it('renders the top heading level of a post as h2 and the levels under it in steps', () => {
    const headings = (markdown: string) =>
      [...renderMarkdown(markdown).matchAll(/<(h\d)>/g)].map((m) => m[1])
    expect(headings('## Start\n\ntext\n\n### Detail\n\n## Then')).toEqual(['h2', 'h3', 'h2'])
    expect(headings('# One\n\n## Two\n\n#### Four')).toEqual(['h2', 'h3', 'h5'])
    expect(headings('### Deep\n\n###### Deepest')).toEqual(['h2', 'h5'])
    expect(headings('# A\n\n###### F')).toEqual(['h2', 'h6'])
  })

  it('escapes raw HTML: no tag or event handler of a post reaches the page', () => {
    const html = renderMarkdown(
      [
        '<script>alert(1)</script>',
        '',
        'Text <img src=x onerror=alert(1)> and <a href="javascript:alert(1)">a</a>',
        '',
        '<iframe src="https://evil.example"></iframe>',
        '',
        '<svg onload=alert(1)>',
      ].join('\n'),
    )
    expect(html).not.toMatch(/<(script|img|a|iframe|svg)\b/i)
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
  })

  it.each([
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](  javascript:alert(1))',
    '[x](java&#x73;cript:alert(1))',
    '[x](vbscript:msgbox(1))',
    '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '![x](data:image/svg+xml;base64,PHN2Zz4=)',
    '[x](//evil.example/login)',
    '[x](///evil.example)',
    '[x](https:evil.example)',
    '[x](http:/\\evil.example)',
    '<//evil.example>',
    '<javascript:alert(1)>',
    '[x][ref]\n\n[ref]: //evil.example',
    '[x](file:///etc/passwd)',
  ])('refuses the hostile link %s', (markdown) => {
    const html = renderMarkdown(markdown)
    for (const href of hrefsOf(html)) expect(href).toMatch(/^(https?:\/\/[^/]|\/[^/\\]|#|mailto:)/)
    expect(html).not.toMatch(/href="(\/\/|javascript|data|vbscript|file)/i)
    expect(html).not.toMatch(/src="/)
  })

  it('leaves no way from a path link to another site', () => {
    // Browsers read a backslash after the first slash as a second slash.
    for (const href of hrefsOf(renderMarkdown('[a](/\\evil.example) [b](/%5Cevil.example)')))
      expect(href.startsWith('/%5C')).toBe(true)
  })

  it('checks link targets', () => {
    expect(isSafeLink('https://diecut.example/a')).toBe(true)
    expect(isSafeLink('mailto:hello@diecut.example')).toBe(true)
    expect(isSafeLink('/blog/a')).toBe(true)
    expect(isSafeLink('#top')).toBe(true)
    expect(isSafeLink('//evil.example')).toBe(false)
    expect(isSafeLink('/\\evil.example')).toBe(false)
    expect(isSafeLink('https:///evil.example')).toBe(false)
    expect(isSafeLink('javascript:alert(1)')).toBe(false)
  })
})

describe('excerptOf', () => {
  it('is the first paragraph, rendered and escaped, skipping headings', () => {
    expect(excerptOf('## Title\n\nFirst *para* <b>\nline two\n\nSecond')).toBe(
      '<p>First <em>para</em> &lt;b&gt;\nline two</p>\n',
    )
    expect(excerptOf('## Only a heading')).toBe('')
  })
})
