import { useId } from 'react'

/**
 * A laminate finish drawn by the app (docs/product.md section 2: no broken images): a printed sample
 * with the film's look — gloss highlight, matte calm, soft-touch grain, leather, linen, none.
 */
export const LaminateArt = ({ label }: { label: string }) => {
  const uid = useId().replace(/:/g, '')
  const key = label.toLowerCase()
  const grain = `g${uid}`
  const sheen = `s${uid}`
  const gloss = key.includes('gloss')
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false" className="swatch-art">
      <defs>
        <linearGradient id={sheen} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0.2" stopColor="#fff" stopOpacity="0" />
          <stop offset="0.45" stopColor="#fff" stopOpacity={gloss ? 0.85 : 0.25} />
          <stop offset="0.6" stopColor="#fff" stopOpacity="0" />
        </linearGradient>
        <pattern id={grain} width="8" height="8" patternUnits="userSpaceOnUse">
          {key.includes('linen') ? (
            <path
              d="M0 2h8M0 6h8M2 0v8M6 0v8"
              stroke="#000"
              strokeOpacity="0.08"
              strokeWidth="0.8"
            />
          ) : key.includes('leather') ? (
            <path
              d="M1 3c2-2 4 0 6-1M0 7c2-1 3 1 5 0"
              stroke="#000"
              strokeOpacity="0.12"
              fill="none"
            />
          ) : (
            <circle cx="2" cy="2" r="0.6" fill="#000" opacity="0.06" />
          )}
        </pattern>
      </defs>
      <rect width="100" height="100" fill="#eef2f7" />
      <rect x="14" y="14" width="72" height="72" rx="6" fill="#1d4ed8" />
      <circle cx="40" cy="44" r="14" fill="#f59e0b" />
      <rect x="28" y="66" width="44" height="6" rx="3" fill="#fff" opacity="0.9" />
      {key === 'no laminate' ? (
        <rect
          x="10"
          y="10"
          width="80"
          height="80"
          rx="8"
          fill="none"
          stroke="#94a3b8"
          strokeDasharray="4 3"
        />
      ) : (
        <>
          <rect x="14" y="14" width="72" height="72" rx="6" fill={`url(#${sheen})`} />
          {key.includes('matte') || key.includes('linen') || key.includes('leather') ? (
            <rect
              x="14"
              y="14"
              width="72"
              height="72"
              rx="6"
              fill="#fff"
              opacity={key.includes('soft') ? 0.22 : 0.14}
            />
          ) : null}
          {key.includes('soft') || key.includes('linen') || key.includes('leather') ? (
            <rect x="14" y="14" width="72" height="72" rx="6" fill={`url(#${grain})`} />
          ) : null}
          {key.includes('uv') ? <path d="M70 24l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" fill="#fff" /> : null}
        </>
      )}
    </svg>
  )
}
