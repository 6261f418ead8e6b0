import { PRODUCT_TYPE, unwindViewOf, type ArtworkInfo, type Order } from '@diecut/quote-core'
import { useId } from 'react'

const VB_W = 320
const VB_H = 170
const ROLL = { cx: 62, cy: 85, r: 52, core: 16 }
/** Room for a label on the web: across (height) and along (width) it, in view units. */
const MAX_ACROSS = 56
const MAX_ALONG = 92

/**
 * The customer's artwork on a roll in the chosen unwind direction (the eight-position chart):
 * the web leaves the roll to the right, from the top of a roll wound out (labels outside)
 * or the bottom of one wound in (labels facing the core); each label's leading edge is on its
 * right. The artwork is drawn upright, then turned as quote-core's unwind says.
 */
export const UnwindPreview = ({
  order,
  artwork,
}: {
  order: Pick<
    Order,
    'product_type_id' | 'roll_direction_id' | 'width' | 'length' | 'is_roll_direction_locked'
  >
  artwork: ArtworkInfo | null
}) => {
  const uid = useId().replace(/:/g, '')
  if (order.product_type_id !== PRODUCT_TYPE.label) return null
  const view = unwindViewOf(order)
  if (view === null) return null
  const { unwind } = view
  const across = view.acrossWebIn
  const along = view.alongWebIn
  const scale = Math.min(MAX_ACROSS / across, MAX_ALONG / along)
  const h = across * scale
  const w = along * scale
  const gap = 10
  // The web leaves the roll tangentially: from the top wound out, from the bottom wound in.
  const webTop = unwind.woundIn ? ROLL.cy + ROLL.r - h - 8 : ROLL.cy - ROLL.r
  const webH = h + 8
  const firstX = ROLL.cx + 30
  const labels = [0, 1, 2].map((i) => firstX + i * (w + gap)).filter((x) => x + w <= VB_W - 6)
  // Upright, the artwork is as wide as the label's width unless the unwind turns it.
  const uprightW = (unwind.turned ? along : across) * scale
  const uprightH = (unwind.turned ? across : along) * scale
  return (
    <figure className="preview unwind-preview" data-testid="unwind-preview">
      <svg
        viewBox={`0 0 ${VB_W} ${VB_H}`}
        width="100%"
        role="img"
        aria-label={`Unwind #${unwind.position}: ${unwind.label}`}
        data-position={unwind.position}
        data-wound={unwind.woundIn ? 'in' : 'out'}
      >
        <defs>
          {labels.map((x, i) => (
            <clipPath key={x} id={`unwind${uid}-${i}`}>
              <rect x={x} y={webTop + 4} width={w} height={h} rx={3} />
            </clipPath>
          ))}
        </defs>
        <rect
          x={ROLL.cx}
          y={webTop}
          width={VB_W - ROLL.cx}
          height={webH}
          fill="#f8fafc"
          stroke="#94a3b8"
          strokeWidth={1}
        />
        <circle
          cx={ROLL.cx}
          cy={ROLL.cy}
          r={ROLL.r}
          fill={unwind.woundIn ? '#f8fafc' : 'var(--accent-soft)'}
          stroke="#475569"
          strokeWidth={2}
        />
        {/* Wound out, the labels are the roll's outside; wound in, a dashed ring under the liner. */}
        <circle
          cx={ROLL.cx}
          cy={ROLL.cy}
          r={unwind.woundIn ? ROLL.r - 7 : ROLL.r - 3}
          fill="none"
          stroke="var(--accent)"
          strokeWidth={unwind.woundIn ? 1.5 : 5}
          strokeDasharray={unwind.woundIn ? '4 3' : '14 4'}
        />
        <circle cx={ROLL.cx} cy={ROLL.cy} r={ROLL.core} fill="#e2e8f0" stroke="#475569" />
        <text x={ROLL.cx} y={ROLL.cy + 4} textAnchor="middle" fontSize={11} fill="#334155">
          #{unwind.position}
        </text>
        {labels.map((x, i) => {
          const cx = x + w / 2
          const cy = webTop + 4 + h / 2
          return (
            <g key={x}>
              <rect x={x} y={webTop + 4} width={w} height={h} rx={3} fill="#fff" stroke="#d61f69" />
              <g clipPath={`url(#unwind${uid}-${i})`}>
                <g
                  data-testid="unwind-artwork"
                  data-rotation={unwind.rotationDeg}
                  transform={`translate(${cx} ${cy}) rotate(${unwind.rotationDeg})`}
                >
                  {artwork ? (
                    <image
                      href={artwork.url}
                      x={-uprightW / 2}
                      y={-uprightH / 2}
                      width={uprightW}
                      height={uprightH}
                      preserveAspectRatio="xMidYMid slice"
                    />
                  ) : (
                    <>
                      <rect
                        x={-uprightW / 2}
                        y={-uprightH / 2}
                        width={uprightW}
                        height={uprightH}
                        fill="var(--accent-soft)"
                      />
                      <text
                        y={Math.min(uprightW, uprightH) * 0.15}
                        textAnchor="middle"
                        fontSize={Math.min(uprightW, uprightH) * 0.42}
                        fill="#334155"
                      >
                        Aa
                      </text>
                    </>
                  )}
                  {/* The artwork's top, so the orientation reads even in a busy design. */}
                  <path
                    d={`M${-6} ${-uprightH / 2 + 9}l6 -6l6 6`}
                    fill="none"
                    stroke="#0f172a"
                    strokeWidth={2}
                    strokeLinecap="round"
                  />
                </g>
              </g>
              <line
                x1={x + w}
                x2={x + w}
                y1={webTop + 4}
                y2={webTop + 4 + h}
                stroke="#0f172a"
                strokeWidth={2.5}
              />
            </g>
          )
        })}
        <path
          d={`M${VB_W - 46} ${VB_H - 12}h36m-7 -5l7 5l-7 5`}
          fill="none"
          stroke="#334155"
          strokeWidth={1.5}
        />
        <text x={VB_W - 50} y={VB_H - 8} textAnchor="end" fontSize={10} fill="#334155">
          unwinds
        </text>
      </svg>
      <figcaption className="small">
        <strong>
          #{unwind.position}, {unwind.label}
        </strong>
        {unwind.woundIn ? ' (labels face the core)' : ' (wound out: labels face out)'}. The dark
        edge leaves the roll first; the chevron marks the top of your artwork.
        {view.rotatedNote ? <span className="unwind-note"> {view.rotatedNote}</span> : null}
        <span className={`unwind-lock${view.locked ? ' is-locked' : ''}`} data-testid="unwind-lock">
          {' '}
          {view.lockNote}
        </span>
      </figcaption>
    </figure>
  )
}
