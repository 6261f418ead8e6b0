import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { useRouter, type Parser } from 'wouter'
import { loadBlogPage, loadSitePage, preloadsOf } from './page-loaders'
import { ROUTES, resolveRoute } from './routes'

/** The parser of wouter's default router, the one App matches with. */
const routerParser = (): Parser => {
  let parser: Parser | null = null
  const Read = () => {
    parser = useRouter().parser
    return null
  }
  renderToStaticMarkup(<Read />)
  if (parser === null) throw new Error('no router')
  return parser
}
const parser = routerParser()
const resolve = (pathname: string) => resolveRoute(pathname, parser)

describe('resolveRoute', () => {
  it('keeps the label quoter one page whether or not its address has an order id', () => {
    const bare = resolve('/orders/custom-labels')
    const withId = resolve('/orders/custom-labels/7')
    expect(withId.route).toBe(bare.route)
    expect(bare.route.pattern).toBe('/orders/custom-labels/:orderId?')
    expect(bare.params).toEqual({})
    expect(withId.params).toEqual({ orderId: '7' })
  })

  it('keeps the label, carton and design quoters apart', () => {
    const patterns = ['labels', 'cartons', 'design'].map(
      (kind) => resolve(`/orders/custom-${kind}/3`).route.pattern,
    )
    expect(new Set(patterns).size).toBe(3)
  })

  it('keeps a placed order one page on its confirmation address', () => {
    const order = resolve('/account/orders/D-1001')
    const thanks = resolve('/account/orders/D-1001/confirmation')
    expect(thanks.route).toBe(order.route)
    expect(order.params).toEqual({ number: 'D-1001' })
    expect(thanks.params).toEqual({ number: 'D-1001', confirmation: 'confirmation' })
    expect(resolve('/account/orders').route).not.toBe(order.route)
  })

  it('keeps the find-your-order page apart from the order pages', () => {
    const find = resolve('/account/orders/find')
    expect(find.route.pattern).toBe('/account/orders/find')
    expect(find.route).not.toBe(resolve('/account/orders/DC-10042').route)
  })

  it('accepts a trailing slash and keeps /cart and /carts apart', () => {
    expect(resolve('/cart/').route.pattern).toBe('/cart')
    expect(resolve('/carts').route.pattern).toBe('/carts')
    expect(resolve('/orders/custom-cartons/12/').params).toEqual({ orderId: '12' })
  })

  it('answers a malformed escape in an order id as that text, never throwing', () => {
    const { route, params } = resolve('/orders/custom-labels/%E0%A4%A')
    expect(route).toBe(resolve('/orders/custom-labels').route)
    expect(params).toEqual({ orderId: '%E0%A4%A' })
  })

  it('sends site pages and unknown paths to the site content pages', () => {
    expect(resolve('/labels/label-materials').params).toEqual({
      path: '/labels/label-materials',
    })
    expect(resolve('/orders/custom-labels/7/extra').params).toEqual({
      path: '/orders/custom-labels/7/extra',
    })
    expect(resolve('/account/orders/saved').route.pattern).toBe('/account/orders/saved')
  })

  it('starts loading, as the page opens, the code of the page its address renders', () => {
    const samples: Record<string, readonly string[]> = {
      '/orders/custom-labels/:orderId?': ['/orders/custom-labels', '/orders/custom-labels/7/'],
      '/orders/custom-cartons/:orderId?': ['/orders/custom-cartons', '/orders/custom-cartons/3'],
      '/orders/custom-design/:orderId?': ['/orders/custom-design', '/orders/custom-design/9'],
      '/cart': ['/cart', '/cart/'],
      '/carts': ['/carts'],
      '/account': ['/account'],
      '/account/orders/saved': ['/account/orders/saved'],
      '/account/orders': ['/account/orders', '/account/orders/'],
      '/account/orders/find': ['/account/orders/find'],
      '/account/orders/:number/reorder': ['/account/orders/DC-10042/reorder'],
      '/account/orders/:number/:confirmation?': [
        '/account/orders/DC-10042',
        '/account/orders/DC-10042/confirmation',
      ],
      '/admin/orders': ['/admin/orders'],
      '/admin/orders/:number': ['/admin/orders/DC-10042'],
      '/admin/production': ['/admin/production'],
      '/account/applicators': ['/account/applicators'],
      '/account/users/login': ['/account/users/login'],
      '/account/users/account-details': ['/account/users/account-details'],
      '/q/:token': ['/q/abc123'],
    }
    expect(Object.keys(samples).sort()).toEqual(ROUTES.map((r) => r.pattern).sort())
    for (const [pattern, paths] of Object.entries(samples))
      for (const p of paths) {
        const { route } = resolve(p)
        expect({ p, pattern: route.pattern }).toEqual({ p, pattern })
        expect({ p, load: preloadsOf(p).load }).toEqual({ p, load: [route.load] })
      }
    expect(preloadsOf('/').load).toEqual([resolve('/').route.load])
    expect(preloadsOf('/blog/choosing-a-label-material').load).toEqual([loadSitePage, loadBlogPage])
  })

  it("starts the session's user and cart at once only where the first screen is a server answer", () => {
    const answers = (paths: readonly string[]) =>
      Object.fromEntries(paths.map((p) => [p, preloadsOf(p).answers]))
    const bare = ['/', '/orders/custom-labels', '/orders/custom-design', '/about/us']
    const served = ['/cart', '/carts', '/account/orders', '/admin/orders', '/blog']
    expect(answers(bare)).toEqual(Object.fromEntries(bare.map((p) => [p, false])))
    expect(answers(served)).toEqual(Object.fromEntries(served.map((p) => [p, true])))
  })
})
