/** TextField's sibling for longer text: a labelled textarea with an optional hint and error. */
import type { ComponentProps } from 'react'
import { FieldFrame, useField, type FieldProps } from './field-frame.tsx'

type TextareaFieldProps = FieldProps & Omit<ComponentProps<'textarea'>, 'id' | 'className'>

export function TextareaField({ label, hint, error, className, ...textarea }: TextareaFieldProps) {
  const field = useField({ hint, error })
  return (
    <FieldFrame field={field} label={label} hint={hint} error={error} className={className}>
      <textarea rows={5} {...field.controlProps} {...textarea} />
    </FieldFrame>
  )
}
