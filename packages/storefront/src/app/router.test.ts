import { describe, expect, it } from 'vitest'
import { resolveRoute } from './routes'
import { matchPath } from './router'

describe('matchPath', () => {
  it('reads the order id of a quoter address', () => {
    expect(matchPath('/orders/custom-labels/:orderId', '/orders/custom-labels/42')).toEqual({
      orderId: '42',
    })
  })

  it('accepts a trailing slash and refuses other paths', () => {
    expect(matchPath('/cart', '/cart/')).toEqual({})
    expect(matchPath('/cart', '/carts')).toBeNull()
  })
})

describe('resolveRoute', () => {
  it('keeps the label quoter one page whether or not its address has an order id', () => {
    const bare = resolveRoute('/orders/custom-labels')
    const withId = resolveRoute('/orders/custom-labels/7')
    expect(bare.route.key).toBe('labels')
    expect(withId.route.key).toBe('labels')
    expect(withId.params).toEqual({ orderId: '7' })
  })

  it('sends site pages and unknown paths to the site content pages', () => {
    expect(resolveRoute('/labels/label-materials').params).toEqual({
      path: '/labels/label-materials',
    })
    expect(resolveRoute('/account/orders/saved').route.pattern).toBe('/account/orders/saved')
  })
})
