/**
 * The site's modal window, on Radix Dialog (focus trapped inside, Escape and a click outside
 * close it, focus goes back afterwards). It opens and closes in 300 ms (spec section 9), with no
 * animation under prefers-reduced-motion. Only lazy pages import it, so Radix stays out of the
 * entry bundle.
 */
import * as Dialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { useRef, type ReactNode } from 'react'
import { messages } from '#shared/messages.ts'
import { cx } from '#web/lib/cx.ts'

interface ModalProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  children: ReactNode
  /** Show an × button (named 'Close') in the corner. Off when the body has its own Close. */
  closeButton?: boolean
  /** While true, Escape, a click outside and the × do nothing (e.g. a request is on its way). */
  locked?: boolean
  /** 'xl': a picture viewer. */
  size?: 'sm' | 'md' | 'xl'
  /** Where focus goes on close; by default the element focused before opening. */
  returnFocus?: () => HTMLElement | null | undefined
}

export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  closeButton = false,
  locked = false,
  size = 'md',
  returnFocus,
}: ModalProps) {
  // Radix returns focus only to a Dialog.Trigger; our openers are plain buttons, so remember them.
  const opener = useRef<Element | null>(null)
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => (locked && !next ? undefined : onOpenChange(next))}
    >
      <Dialog.Portal>
        {/* Content inside the overlay: a tall form scrolls with the page on small screens. */}
        <Dialog.Overlay className="fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-slate-950/60 p-4 backdrop-blur-[2px] motion-safe:data-[state=closed]:animate-overlay-out motion-safe:data-[state=open]:animate-overlay-in sm:p-6">
          <Dialog.Content
            // Without a description Radix wants this said explicitly.
            {...(description ? {} : { 'aria-describedby': undefined })}
            onOpenAutoFocus={() => {
              opener.current = document.activeElement
            }}
            onCloseAutoFocus={(event) => {
              const target = returnFocus?.() ?? opener.current
              if (target instanceof HTMLElement && target.isConnected) {
                event.preventDefault()
                target.focus()
              }
            }}
            className={cx(
              'relative w-full rounded-2xl bg-white p-6 shadow-2xl ring-1 ring-slate-200 focus:outline-none motion-safe:data-[state=closed]:animate-modal-out motion-safe:data-[state=open]:animate-modal-in sm:p-8',
              size === 'sm' ? 'max-w-md' : size === 'xl' ? 'max-w-5xl' : 'max-w-lg',
            )}
          >
            <Dialog.Title
              className={cx(
                'text-xl font-bold text-balance text-slate-900 sm:text-2xl',
                closeButton && 'pr-10',
              )}
            >
              {title}
            </Dialog.Title>
            {description && (
              <Dialog.Description className="mt-2 text-slate-600">{description}</Dialog.Description>
            )}
            {children}
            {closeButton && (
              <Dialog.Close
                aria-label={messages.orders.close}
                disabled={locked}
                className="absolute top-4 right-4 grid size-10 place-items-center rounded-full text-slate-600 transition hover:bg-slate-100 hover:text-slate-900 disabled:opacity-50"
              >
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            )}
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
