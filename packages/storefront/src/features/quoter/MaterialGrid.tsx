import { materialDescription, type Substrate, type SubstrateCategory } from '@diecut/quote-core'
import { memo, useMemo, useState } from 'react'
import { Tabs } from '../../components/Tabs'
import { MaterialSwatch } from './art/MaterialSwatch'
import { OptionCard } from './OptionCard'

type TabKey = 'all' | SubstrateCategory
const TAB_LABELS: Record<TabKey, string> = {
  all: 'All Materials',
  best_seller: 'Best Sellers',
  waterproof: 'Waterproof',
  eco_friendly: 'Eco-Friendly',
  unlaminated: 'Unlaminated',
}
const TAB_KEYS: readonly TabKey[] = [
  'all',
  'best_seller',
  'waterproof',
  'eco_friendly',
  'unlaminated',
]

type Sort = 'featured' | 'name'

/**
 * The material grid (3 columns, square swatches drawn from each material's colours). Labels
 * get the tabs All Materials / Best Sellers / Waterproof / Eco-Friendly / Unlaminated and Sort By.
 */
export const MaterialGrid = memo(function MaterialGrid({
  materials,
  selectedId,
  onSelect,
  withTabs,
}: {
  materials: readonly Substrate[]
  selectedId: number | null
  onSelect: (id: number) => void
  withTabs: boolean
}) {
  const [tab, setTab] = useState<TabKey>('all')
  const [sort, setSort] = useState<Sort>('featured')
  const shown = useMemo(() => {
    const list = materials.filter((m) => tab === 'all' || m.categories.includes(tab))
    return sort === 'name' ? [...list].sort((a, b) => a.label.localeCompare(b.label)) : list
  }, [materials, tab, sort])
  const tabs = TAB_KEYS.map((key) => ({
    key,
    label: TAB_LABELS[key],
    count: key === 'all' ? undefined : materials.filter((m) => m.categories.includes(key)).length,
  }))
  return (
    <div className="material-grid">
      {withTabs ? (
        <div className="material-toolbar head-row">
          <Tabs
            items={tabs}
            selected={tab}
            onSelect={setTab}
            label="Material categories"
            idPrefix="materials"
          />
          <label className="sort-by">
            <span>Sort By</span>
            <select
              className="select select-sm"
              value={sort}
              onChange={(e) => setSort(e.target.value as Sort)}
            >
              <option value="featured">Featured</option>
              <option value="name">Name (A–Z)</option>
            </select>
          </label>
        </div>
      ) : null}
      <div
        className="card-grid-3"
        role="radiogroup"
        aria-label="Material"
        id={withTabs ? 'materials-panel' : undefined}
      >
        {shown.map((m) => (
          <OptionCard
            key={m.id}
            name="material"
            value={m.id}
            checked={m.id === selectedId}
            onSelect={() => onSelect(m.id)}
            art={<MaterialSwatch swatch={m.swatch} />}
            title={m.label}
            description={materialDescription(m)}
          />
        ))}
      </div>
    </div>
  )
})
