import type { Substrate } from '@diecut/quote-core'
import { useId } from 'react'

type Swatch = Substrate['swatch']

const Fill = ({ id, swatch }: { id: string; swatch: Swatch }) => {
  const { base, accent, finish } = swatch
  if (finish === 'metallic')
    return (
      <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor={accent} />
        <stop offset="0.35" stopColor={base} />
        <stop offset="0.5" stopColor={accent} />
        <stop offset="0.7" stopColor={base} />
        <stop offset="1" stopColor="#9aa3ae" />
      </linearGradient>
    )
  if (finish === 'holographic')
    return (
      <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#f5c6ec" />
        <stop offset="0.25" stopColor={base} />
        <stop offset="0.5" stopColor={accent} />
        <stop offset="0.75" stopColor="#fde9a9" />
        <stop offset="1" stopColor="#b9d7fb" />
      </linearGradient>
    )
  return (
    <linearGradient id={id} x1="0" y1="0" x2="0.6" y2="1">
      <stop offset="0" stopColor={base} />
      <stop offset="1" stopColor={accent} />
    </linearGradient>
  )
}

/**
 * A material drawn from its swatch colours (docs/product.md: no image files): a label on its liner,
 * its corner peeled back, with the finish (metallic sheen, rainbow, clear checker, texture).
 */
export const MaterialSwatch = ({ swatch, dark = false }: { swatch: Swatch; dark?: boolean }) => {
  const uid = useId().replace(/:/g, '')
  const fill = `f${uid}`
  const checker = `c${uid}`
  const texture = `t${uid}`
  const label = 'M14 14h72v58l-14 14H14z'
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false" className="swatch-art">
      <defs>
        <Fill id={fill} swatch={swatch} />
        {/* A finish's pattern only where it is drawn: a material grid holds twenty swatches. */}
        {swatch.finish === 'clear' ? (
          <pattern id={checker} width="10" height="10" patternUnits="userSpaceOnUse">
            <rect width="10" height="10" fill="#ffffff" />
            <rect width="5" height="5" fill="#e6ebf1" />
            <rect x="5" y="5" width="5" height="5" fill="#e6ebf1" />
          </pattern>
        ) : null}
        {swatch.finish === 'textured' ? (
          <pattern id={texture} width="6" height="6" patternUnits="userSpaceOnUse">
            <circle cx="1.5" cy="1.5" r="0.7" fill="#000" opacity="0.05" />
            <circle cx="4.5" cy="4" r="0.5" fill="#000" opacity="0.04" />
          </pattern>
        ) : null}
      </defs>
      <rect width="100" height="100" fill={dark ? '#1f2937' : '#f1f4f8'} />
      {swatch.finish === 'clear' ? <path d={label} fill={`url(#${checker})`} /> : null}
      <path
        d={label}
        fill={`url(#${fill})`}
        opacity={swatch.finish === 'clear' ? 0.55 : 1}
        stroke="rgb(15 23 42 / 0.12)"
        strokeWidth="0.8"
      />
      {swatch.finish === 'textured' ? <path d={label} fill={`url(#${texture})`} /> : null}
      <path d="M14 14h72v10L14 44z" fill="#fff" opacity="0.18" />
      <path d="M86 72 72 86V72z" fill="#f8fafc" stroke="rgb(15 23 42 / 0.15)" strokeWidth="0.8" />
      <path d="M72 86 86 72" stroke="rgb(15 23 42 / 0.08)" strokeWidth="3" />
    </svg>
  )
}
