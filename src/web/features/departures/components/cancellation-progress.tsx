/**
 * The cancellation of a departure, watched live by the admin who cancelled it: a bar and the
 * count read out as it changes ("Bookings cancelled and refunded: 3 of 10"), refunds still
 * waiting for the card company, refunds it refused (flagged in red: those customers need their
 * money another way), and the end. When it ends, the departures list is read again.
 */
import { useQueryClient } from '@tanstack/react-query'
import { CircleAlert, CircleCheck } from 'lucide-react'
import { useEffect, useId } from 'react'
import { messages } from '#shared/messages.ts'
import { cx } from '#web/lib/cx.ts'
import { useCancellationProgress } from '../api/get-cancellation-progress.ts'
import { departureKeys } from '../api/keys.ts'

const m = messages.lifecycle

export function CancellationProgressPanel({
  departureId,
  tourId,
  date,
}: {
  departureId: string
  tourId: string
  /** The departure's date as the page writes it. */
  date: string
}) {
  const progress = useCancellationProgress(departureId)
  const queryClient = useQueryClient()
  const titleId = useId()
  const data = progress.data
  const finished = data?.finished ?? false

  useEffect(() => {
    if (finished) {
      void queryClient.invalidateQueries({ queryKey: departureKeys.tourDepartures(tourId) })
    }
  }, [finished, queryClient, tourId])

  const done = data?.done ?? 0
  const total = data?.total ?? 0
  const share = total === 0 ? (finished ? 100 : 0) : Math.round((done / total) * 100)
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h3 id={titleId} className="font-bold text-slate-900">
        {m.progressTitle({ date })}
      </h3>
      <div
        role="progressbar"
        aria-label={m.progressLabel}
        aria-valuemin={0}
        aria-valuemax={Math.max(total, 1)}
        aria-valuenow={total === 0 ? (finished ? 1 : 0) : done}
        aria-valuetext={m.progress({ done, total })}
        className="mt-3 h-3 overflow-hidden rounded-full bg-slate-100 ring-1 ring-slate-200"
      >
        <div
          className={cx(
            'h-full rounded-full transition-[width] duration-500 motion-reduce:transition-none',
            data && data.refundsFailed > 0 ? 'bg-amber-500' : 'bg-emerald-600',
          )}
          style={{ width: `${share}%` }}
        />
      </div>
      {/* One region for the count and the end, so each change is read out once. */}
      <div role="status" className="mt-3 space-y-1 text-sm">
        <p className="flex items-center gap-2 font-semibold text-slate-900 tabular-nums">
          {finished && (
            <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-emerald-700" />
          )}
          {m.progress({ done, total })}
        </p>
        {finished && <p className="text-slate-700">{m.progressFinished({ total })}</p>}
        {data && data.refundsPending > 0 && (
          <p className="text-slate-700">{m.progressPending({ n: data.refundsPending })}</p>
        )}
      </div>
      {data && data.refundsFailed > 0 && (
        <p
          role="alert"
          className="mt-3 flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {m.progressFailed({ n: data.refundsFailed })}
        </p>
      )}
      {progress.isError && !finished && (
        <p className="mt-2 text-sm text-slate-600">{m.progressLoadFailed}</p>
      )}
    </section>
  )
}
