/**
 * Under an audit entry "Payment to check by hand": the payment it names can be accepted here
 * when the gateway held it as risky (the server says whether it was; another kind of refusal is
 * shown as its sentence). To give the money back instead, accept it and cancel the booking with
 * a full refund in Manage Order.
 */
import { CircleCheck } from 'lucide-react'
import { messages } from '#shared/messages.ts'
import { Button } from '#web/components/button.tsx'
import { LiveStatusAlert } from '#web/components/status-alert.tsx'
import { errorMessage } from '#web/lib/error-message.ts'
import { useAcceptHeldPayment } from '../api/accept-held-payment.ts'

export function AcceptHeldPayment({
  orderId,
  paymentIntentId,
}: {
  orderId: string
  paymentIntentId: string
}) {
  const accept = useAcceptHeldPayment()
  return (
    <div className="mt-3 space-y-2">
      <Button
        size="sm"
        busy={accept.isPending}
        disabled={accept.isSuccess}
        onClick={() => accept.mutate({ orderId, paymentIntentId })}
      >
        <CircleCheck aria-hidden="true" className="size-4" />
        {messages.audit.acceptPayment}
      </Button>
      <LiveStatusAlert
        message={
          accept.isSuccess
            ? messages.audit.paymentAccepted
            : accept.isError
              ? errorMessage(accept.error, messages.audit.acceptFailed)
              : ''
        }
        tone={accept.isError ? 'error' : 'success'}
      />
    </div>
  )
}
