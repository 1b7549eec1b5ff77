/**
 * A form's main button. While `busy` it is disabled and shows a spinner; its name stays the same,
 * so assistive technology does not announce a different control mid-action.
 */
import type { ComponentProps } from 'react'
import { Button } from './button.tsx'

interface SubmitButtonProps extends Omit<ComponentProps<'button'>, 'type'> {
  busy?: boolean
}

export function SubmitButton(props: SubmitButtonProps) {
  return <Button type="submit" size="lg" {...props} />
}
