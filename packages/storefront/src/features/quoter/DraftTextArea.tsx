import { useEffect, useState } from 'react'
import { LabelledControl } from '../../components/LabelledControl'

/** A labelled text area whose draft stays here and is committed on blur when it changed. */
export const DraftTextArea = ({
  label,
  value,
  onCommit,
  rows = 3,
  placeholder,
}: {
  label: string
  value: string
  onCommit: (text: string) => void
  rows?: number
  placeholder?: string
}) => {
  const [text, setText] = useState(value)
  useEffect(() => setText(value), [value])
  return (
    <div className="field">
      <LabelledControl
        as="textarea"
        label={label}
        className="textarea"
        rows={rows}
        placeholder={placeholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => text !== value && onCommit(text)}
      />
    </div>
  )
}
