import type { ReactNode } from 'react'
import { Drawing } from '../../../components/Drawing'

/** A product illustration: a 240 by 160 card in the product's tint, the drawing on top. */
const ProductIllustration = ({
  label,
  tint,
  children,
}: {
  label: string
  tint: string
  children: ReactNode
}) => (
  <Drawing box={[240, 160]} label={label}>
    <rect width="240" height="160" rx="16" fill={tint} />
    {children}
  </Drawing>
)

/** Product illustrations drawn inline (no image files). */
export const LabelRollArt = () => (
  <ProductIllustration label="A roll of custom labels" tint="#eef3ff">
    <rect x="96" y="92" width="124" height="34" rx="3" fill="#fff" stroke="#c7d6fe" />
    {[0, 1, 2].map((i) => (
      <g key={i} transform={`translate(${112 + i * 36} 97)`}>
        <rect width="28" height="24" rx="5" fill={['#1d4ed8', '#f59e0b', '#10b981'][i]} />
        <rect x="5" y="9" width="18" height="3" rx="1.5" fill="#fff" opacity="0.9" />
        <rect x="5" y="15" width="11" height="2.5" rx="1.25" fill="#fff" opacity="0.7" />
      </g>
    ))}
    <circle cx="78" cy="80" r="52" fill="#fff" stroke="#c7d6fe" strokeWidth="2" />
    <circle cx="78" cy="80" r="40" fill="none" stroke="#dbe5ff" strokeWidth="8" />
    <circle cx="78" cy="80" r="18" fill="#eef3ff" stroke="#1d4ed8" strokeWidth="3" />
  </ProductIllustration>
)

export const CartonArt = () => (
  <ProductIllustration label="A printed folding carton" tint="#fff7ed">
    <path d="M82 48 132 34l46 14-50 14z" fill="#fdba74" />
    <path d="M82 48v70l46 16V62z" fill="#fb923c" />
    <path d="M128 62v72l50-16V48z" fill="#f97316" />
    <path d="M96 78h22v26H96z" fill="#fff" opacity="0.85" />
    <path d="M140 70l26-8v30l-26 8z" fill="#fff" opacity="0.3" />
    <path d="M82 48 66 36l50-14 16 12" fill="#fed7aa" />
  </ProductIllustration>
)

export const DesignArt = () => (
  <ProductIllustration label="Label artwork being designed" tint="#ecfdf5">
    <rect
      x="58"
      y="30"
      width="124"
      height="100"
      rx="10"
      fill="#fff"
      stroke="#a7f3d0"
      strokeWidth="2"
    />
    <circle cx="120" cy="68" r="20" fill="#10b981" />
    <rect x="86" y="96" width="68" height="6" rx="3" fill="#064e3b" />
    <rect x="98" y="108" width="44" height="4" rx="2" fill="#6ee7b7" />
    <path d="m168 112 30-30 8 8-30 30-11 3z" fill="#1d4ed8" />
  </ProductIllustration>
)
