/**
 * A labelled input with an optional hint and error, read by screen readers with the field.
 * Spread react-hook-form's `register()` result straight in (React 19 passes `ref` as a prop).
 */
import type { ComponentProps } from 'react'
import { FieldFrame, useField, type FieldProps } from './field-frame.tsx'

type TextFieldProps = FieldProps & Omit<ComponentProps<'input'>, 'id' | 'className'>

export function TextField({ label, hint, error, className, ...input }: TextFieldProps) {
  const field = useField({ hint, error })
  return (
    <FieldFrame field={field} label={label} hint={hint} error={error} className={className}>
      <input {...field.controlProps} {...input} />
    </FieldFrame>
  )
}
