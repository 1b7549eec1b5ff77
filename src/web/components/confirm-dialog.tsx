/**
 * Asking before something that cannot be undone (deleting an order, a review): one dialog serves
 * a whole list, so it survives its row disappearing, and focus then goes to the list instead of
 * the vanished button. While the action runs the dialog cannot be closed and its button reads
 * the busy label; a failure shows under the question and the dialog stays open. Optional fields
 * (a reason to give) sit between the question and the buttons.
 */
import { useRef, useState, type ReactNode, type RefObject } from 'react'
import { errorMessage } from '#web/lib/error-message.ts'
import { Button } from './button.tsx'
import { Modal } from './modal.tsx'
import { StatusAlert } from './status-alert.tsx'

/** State of a list's one confirm dialog; `ask` is what each row's button calls. */
export function useConfirmDialog<T>() {
  const [item, setItem] = useState<T | null>(null)
  const [open, setOpen] = useState(false)
  const trigger = useRef<HTMLElement | null>(null)
  return {
    item,
    open,
    setOpen,
    trigger,
    ask(next: T, button: HTMLElement) {
      trigger.current = button
      setItem(next)
      setOpen(true)
    },
  }
}

export type ConfirmDialogState<T> = ReturnType<typeof useConfirmDialog<T>>

interface ConfirmDialogProps<T> {
  state: ConfirmDialogState<T>
  /** Focused after the action, when the row's button is gone. */
  fallbackFocus: RefObject<HTMLElement | null>
  title: string
  describe: (item: T) => string
  cancelLabel: string
  confirmLabel: string
  busyLabel: string
  /** Shown when the action fails with no message of the server's. */
  failure: string
  action: (item: T) => Promise<unknown>
  onDone?: (item: T) => void
  /** Fields between the question and the buttons (e.g. an optional reason), disabled while busy. */
  children?: ReactNode
}

export function ConfirmDialog<T>({
  state,
  fallbackFocus,
  title,
  describe,
  cancelLabel,
  confirmLabel,
  busyLabel,
  failure,
  action,
  onDone,
  children,
}: ConfirmDialogProps<T>) {
  const { item, open, setOpen, trigger } = state
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  function onOpenChange(next: boolean) {
    setOpen(next)
    if (!next) setError(null)
  }

  async function confirm() {
    if (!item || busy) return
    setError(null)
    setBusy(true)
    try {
      await action(item)
      onOpenChange(false)
      onDone?.(item)
    } catch (caught) {
      setError(errorMessage(caught, failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      locked={busy}
      size="sm"
      title={title}
      description={item ? describe(item) : undefined}
      returnFocus={() => (trigger.current?.isConnected ? trigger.current : fallbackFocus.current)}
    >
      {children && (
        <fieldset disabled={busy} className="mt-5 min-w-0">
          {children}
        </fieldset>
      )}
      {error && <StatusAlert className="mt-5" tone="error" message={error} />}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          className="px-6"
          onClick={() => onOpenChange(false)}
          disabled={busy}
        >
          {cancelLabel}
        </Button>
        <Button
          variant="danger"
          className="px-6"
          onClick={() => void confirm()}
          disabled={busy}
          busy={busy}
        >
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Modal>
  )
}
