import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { BusyButton } from './BusyButton'

describe('BusyButton', () => {
  it('is an enabled plain button with its label while idle', () => {
    expect(
      renderToStaticMarkup(
        <BusyButton className="btn" busy={false} busyLabel="Saving…">
          Save Quote
        </BusyButton>,
      ),
    ).toBe('<button type="button" class="btn">Save Quote</button>')
  })

  it('is disabled and says what it is doing while busy', () => {
    expect(
      renderToStaticMarkup(
        <BusyButton type="submit" busy busyLabel="Saving…">
          Save Quote
        </BusyButton>,
      ),
    ).toBe('<button type="submit" disabled="">Saving…</button>')
  })

  it('stays disabled while idle when told so', () => {
    expect(
      renderToStaticMarkup(
        <BusyButton busy={false} busyLabel="Saving…" disabled>
          Save Quote
        </BusyButton>,
      ),
    ).toBe('<button type="button" disabled="">Save Quote</button>')
  })
})
