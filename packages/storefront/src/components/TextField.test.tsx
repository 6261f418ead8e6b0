import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { TextField } from './TextField'

describe('TextField', () => {
  it('is a plain labelled input when there is no hint and no error', () => {
    const html = renderToStaticMarkup(
      <TextField
        label="City"
        value="Austin"
        onChange={() => undefined}
        autoComplete="address-level2"
      />,
    )
    expect(html).toBe(
      '<label class="field"><span class="field-label">City</span><input class="input" autoComplete="address-level2" value="Austin"/></label>',
    )
  })

  it('shows the hint under the input and ties the error to it', () => {
    const html = renderToStaticMarkup(
      <TextField
        label="Password"
        value=""
        onChange={() => undefined}
        hint="At least 8 characters."
        error="Password is required"
      />,
    )
    expect(html).toMatch(
      /<span class="field-hint" id="([^"]+)-hint">At least 8 characters.<\/span>/,
    )
    expect(html).toMatch(/<span class="field-label" id="([^"]+)-label">Password<\/span>/)
    expect(html).toMatch(
      /<input[^>]*aria-labelledby="([^"]+)-label"[^>]*aria-invalid="true"[^>]*aria-describedby="\1-hint \1-err"/,
    )
    expect(html).toMatch(
      /<span class="field-error" id="[^"]+-err" role="alert">Password is required<\/span>/,
    )
  })
})
