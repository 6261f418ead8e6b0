import { describe, expect, it } from 'vitest'
import { boxOf, parseXml, pathPoints } from './svg-inspect'

describe('parseXml (the tests’ well-formedness check)', () => {
  it('reads nested elements, attributes and text', () => {
    const parsed = parseXml(
      '<svg a="1"><g id="x"><title>A &amp; B</title><path d="M 0 0"/></g></svg>',
    )
    expect(parsed.ok && parsed.root.children[0]?.children.map((n) => n.name)).toEqual([
      'title',
      'path',
    ])
  })

  it('rejects unbalanced, unquoted, duplicated or trailing markup', () => {
    const bad = [
      '<svg><g></svg>',
      '<svg><g></g>',
      '<svg a=1></svg>',
      '<svg a="1" a="2"></svg>',
      '<svg a="1"b="2"></svg>',
      '<svg></svg><svg></svg>',
      '<svg>&nope;</svg>',
      '<svg><g></h></svg>',
    ]
    expect(bad.filter((s) => parseXml(s).ok)).toEqual([])
  })

  it('takes the end point of every path segment', () => {
    const points = pathPoints('M 0 1 L 2 3 A 1 1 0 0 1 4 5 Z')
    expect(points).toEqual([
      { x: 0, y: 1 },
      { x: 2, y: 3 },
      { x: 4, y: 5 },
    ])
    expect(boxOf(points)).toEqual({ x0: 0, y0: 1, x1: 4, y1: 5 })
  })
})
