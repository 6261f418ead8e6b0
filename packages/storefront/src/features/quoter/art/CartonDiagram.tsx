type Dim = 'length' | 'width' | 'depth'

const fmt = (v: number | null) => (v === null ? '?' : `${Number(v.toFixed(3))}"`)

/**
 * An isometric carton with its length, width and depth marked (docs/product.md section 2, "dimension
 * diagrams"). `highlight` emphasises the edge of the input being edited.
 */
export const CartonDiagram = ({
  length,
  width,
  depth,
  highlight,
  compact = false,
}: {
  length: number | null
  width: number | null
  depth: number | null
  highlight?: Dim
  compact?: boolean
}) => {
  const edge = (d: Dim) =>
    highlight === undefined || highlight === d ? 'var(--accent)' : '#94a3b8'
  const weight = (d: Dim) => (highlight === d ? 3 : 2)
  return (
    <svg
      viewBox="0 0 200 170"
      className="carton-diagram"
      role="img"
      aria-label={`Carton ${fmt(length)} long, ${fmt(width)} wide, ${fmt(depth)} deep`}
    >
      <path
        d="M40 60 110 35l50 22-70 26z"
        fill="#f1f5fe"
        stroke="#475569"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <path
        d="M40 60v70l50 22V83z"
        fill="#e2e8f0"
        stroke="#475569"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <path
        d="M90 83v69l70-26V57z"
        fill="#f8fafc"
        stroke="#475569"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <path
        d="M90 158l70-26"
        stroke={edge('length')}
        strokeWidth={weight('length')}
        markerEnd="none"
      />
      <path d="M34 136l50 22" stroke={edge('width')} strokeWidth={weight('width')} />
      <path d="M168 57v69" stroke={edge('depth')} strokeWidth={weight('depth')} />
      {compact ? null : (
        <>
          <text x="132" y="160" fill={edge('length')} fontSize="12" fontWeight="700">
            L {fmt(length)}
          </text>
          <text x="14" y="162" fill={edge('width')} fontSize="12" fontWeight="700">
            W {fmt(width)}
          </text>
          <text x="172" y="96" fill={edge('depth')} fontSize="12" fontWeight="700">
            D
          </text>
          <text x="172" y="110" fill={edge('depth')} fontSize="12" fontWeight="700">
            {fmt(depth)}
          </text>
        </>
      )}
    </svg>
  )
}
