/**
 * A number with US thousands separators in its whole part: 10000 → '10,000', -2500.5 →
 * '-2,500.5'. Written out rather than with Intl: the same text everywhere, and no locale data
 * for a browser to load on first use.
 */
export const formatCount = (n: number): string => {
  const [whole = '', fraction] = String(n).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',')
  return fraction === undefined ? grouped : `${grouped}.${fraction}`
}
