import { useEffect, useRef, useState } from 'react'
import type { KeyboardEvent } from 'react'

/**
 * A text input over a committed number (STYLE.md section 7): the half-typed text stays here and
 * follows `value` only while the input is not focused. Blur and Enter call `commit` with the
 * text, which may return the text to show instead (e.g. the clamped value); Escape reverts to
 * `value` and calls `onRevert`. Spread `inputProps` on the <input>.
 */
export const useCommittedInput = ({
  value,
  show,
  commit,
  onRevert,
}: {
  value: number | null
  show: (v: number | null) => string
  commit: (text: string) => string | void
  onRevert?: () => void
}) => {
  const [text, setText] = useState(show(value))
  const focused = useRef(false)
  useEffect(() => {
    if (!focused.current) setText(show(value))
    // `show` is a pure formatter: only a new value resets the text.
  }, [value])
  const commitText = () => {
    const shown = commit(text)
    if (typeof shown === 'string') setText(shown)
  }
  return {
    text,
    inputProps: {
      value: text,
      onFocus: () => {
        focused.current = true
      },
      onChange: (e: { target: { value: string } }) => setText(e.target.value),
      onBlur: () => {
        focused.current = false
        commitText()
      },
      onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => {
        if (e.key === 'Enter') {
          e.preventDefault()
          commitText()
        } else if (e.key === 'Escape') {
          e.preventDefault()
          setText(show(value))
          onRevert?.()
        }
      },
    },
  }
}
