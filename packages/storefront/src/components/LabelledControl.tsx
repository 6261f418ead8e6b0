import { createElement, useId } from 'react'
import type { ComponentPropsWithoutRef, ReactNode } from 'react'

type Props<T extends 'input' | 'textarea'> = {
  /** The control: a one-line input unless 'textarea'. */
  as?: T
  label: ReactNode
  /** The label's class: the visible field label unless, say, 'visually-hidden'. */
  labelClassName?: string
} & Omit<ComponentPropsWithoutRef<T>, 'id'>

/** A text control and its label, tied by a generated id so the label always names it. */
export const LabelledControl = <T extends 'input' | 'textarea' = 'input'>({
  as,
  label,
  labelClassName = 'field-label',
  ...control
}: Props<T>) => {
  const id = useId()
  return (
    <>
      <label className={labelClassName} htmlFor={id}>
        {label}
      </label>
      {createElement(as ?? 'input', { ...control, id })}
    </>
  )
}
