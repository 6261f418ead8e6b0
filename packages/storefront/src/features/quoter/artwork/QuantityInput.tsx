import { useEffect, useId, useRef, useState } from 'react'

const show = (v: number | null) => (v === null || v === 0 ? '' : String(v))

/**
 * A whole-number quantity: every complete number typed is applied at once (the price follows
 * the keystroke); an empty field waits, and blur restores the applied value.
 */
export const QuantityInput = ({
  label,
  value,
  onChange,
  hideLabel = false,
  min = 1,
  id: givenId,
}: {
  label: string
  value: number | null
  onChange: (v: number) => void
  hideLabel?: boolean
  min?: number
  id?: string
}) => {
  const auto = useId()
  const id = givenId ?? auto
  const [text, setText] = useState(show(value))
  const focused = useRef(false)
  useEffect(() => {
    if (!focused.current) setText(show(value))
  }, [value])
  return (
    <div className="field qty-field">
      <label className={hideLabel ? 'visually-hidden' : 'field-label'} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input qty-input"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        onFocus={() => (focused.current = true)}
        onBlur={() => {
          focused.current = false
          setText(show(value))
        }}
        onChange={(e) => {
          const t = e.target.value.replace(/[^\d,]/g, '')
          setText(t)
          const n = Number(t.replace(/,/g, ''))
          if (t !== '' && Number.isInteger(n) && n >= min) onChange(n)
        }}
      />
    </div>
  )
}
