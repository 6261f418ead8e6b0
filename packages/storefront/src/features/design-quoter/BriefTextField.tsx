import { designBriefChanged, type GraphicDesignOrderDetails } from '@diecut/quote-core'
import { useDispatch, useQuoteStore } from '@diecut/quote-react'
import { useEffect, useId, useRef, useState } from 'react'

type TextKey = Exclude<
  {
    [K in keyof GraphicDesignOrderDetails]-?: GraphicDesignOrderDetails[K] extends string
      ? K
      : never
  }[keyof GraphicDesignOrderDetails],
  undefined
>

/** How long typing pauses before a brief field goes to the store (and then to the server). */
const TYPING_PAUSE_MS = 400

/**
 * A text field of the design brief. What is typed goes to the store after a short pause and on
 * blur, so the store's debounced sync saves it and a reload never loses it.
 */
export const BriefTextField = ({
  field,
  label,
  hint,
  rows,
  error,
  placeholder,
  type = 'text',
}: {
  field: TextKey
  label: string
  hint?: string
  /** A multi-line field of this many rows; a single line without. */
  rows?: number
  error?: string | null
  placeholder?: string
  type?: 'text' | 'url'
}) => {
  const dispatch = useDispatch()
  const id = useId()
  const stored = useQuoteStore((s) => s.order.graphic_design_order_details?.[field] ?? '')
  const [text, setText] = useState(stored)
  const timer = useRef<number | null>(null)
  const typing = useRef(false)
  useEffect(() => {
    if (!typing.current) setText(stored)
  }, [stored])
  const commit = (value: string) => {
    if (timer.current !== null) window.clearTimeout(timer.current)
    timer.current = null
    typing.current = false
    dispatch(designBriefChanged({ [field]: value }))
  }
  const onChange = (value: string) => {
    setText(value)
    typing.current = true
    if (timer.current !== null) window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => commit(value), TYPING_PAUSE_MS)
  }
  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current)
    },
    [],
  )
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ')
  const common = {
    id,
    value: text,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    onBlur: () => {
      if (typing.current) commit(text)
    },
  }
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <span id={`${id}-hint`} className="field-hint">
          {hint}
        </span>
      ) : null}
      {rows === undefined ? (
        <input
          {...common}
          className="input"
          type={type}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <textarea
          {...common}
          className="textarea"
          rows={rows}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {error ? (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  )
}
