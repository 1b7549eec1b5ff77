/**
 * /Dashboard/PromoCodes (ours, admins; issue 33 item 3, decision 050): every promo code, newest
 * first, with its uses and revenue, a page at a time (the server's cursor); a form to create one
 * or edit one; pause and resume; each code's bookings on a page of their own. What happened is
 * said in a polite live region; the form takes focus when it opens and gives it back when it
 * closes.
 */
import { TicketPercent } from 'lucide-react'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { AdminPromoCode } from '#shared/contracts/promo-codes.ts'
import { messages } from '#shared/messages.ts'
import { Button } from '#web/components/button.tsx'
import { DashboardPage } from '#web/components/layouts/dashboard-page.tsx'
import { ListFooter, useListFooter } from '#web/components/list-footer.tsx'
import { EmptyState, ListSkeleton } from '#web/components/list-states.tsx'
import { QueryError } from '#web/components/query-error.tsx'
import { LiveStatusAlert } from '#web/components/status-alert.tsx'
import { useSiteCurrency } from '#web/lib/currency.ts'
import { errorMessage } from '#web/lib/error-message.ts'
import { itemsOfPages } from '#web/lib/page-items.ts'
import { usePromoCodes } from '../api/get-promo-codes.ts'
import { useChangePromoCode } from '../api/save-promo-code.ts'
import { PromoCodeCard } from '../components/promo-code-card.tsx'
import { PromoCodeForm } from '../components/promo-code-form.tsx'

const m = () => messages.promoAdmin

type Editing = { kind: 'new' } | { kind: 'edit'; code: AdminPromoCode } | null

export function PromoCodesPage() {
  const list = usePromoCodes()
  const codes = useMemo(() => itemsOfPages(list.data?.pages, (code) => code.id), [list.data])
  const change = useChangePromoCode()
  const currency = useSiteCurrency()
  const [editing, setEditing] = useState<Editing>(null)
  const [outcome, setOutcome] = useState<{ text: string; failed?: boolean } | null>(null)
  const [toggling, setToggling] = useState<string | null>(null)
  const formRef = useRef<HTMLDivElement>(null)
  const newButton = useRef<HTMLButtonElement>(null)
  const footer = useListFooter({ list, rows: codes.length })
  const failed = list.isError && !list.isFetchNextPageError

  // The form, once open, takes focus at its first field.
  useEffect(() => {
    if (editing) formRef.current?.querySelector<HTMLElement>('input')?.focus()
  }, [editing])

  const close = () => {
    setEditing(null)
    newButton.current?.focus()
  }

  const togglePaused = async (code: AdminPromoCode) => {
    setOutcome(null)
    setToggling(code.id)
    try {
      const updated = await change.mutateAsync({
        kind: 'paused',
        id: code.id,
        paused: !code.paused,
      })
      setOutcome({
        text: updated.paused
          ? m().nowPaused({ code: updated.code })
          : m().nowActive({ code: updated.code }),
      })
    } catch (failure) {
      setOutcome({ text: errorMessage(failure, m().toggleFailed), failed: true })
    } finally {
      setToggling(null)
    }
  }

  return (
    <DashboardPage title={messages.dashboard.promoCodes} intro={m().intro}>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          ref={newButton}
          type="button"
          onClick={() => {
            setOutcome(null)
            setEditing({ kind: 'new' })
          }}
          aria-expanded={editing?.kind === 'new'}
        >
          {m().newCode}
        </Button>
      </div>

      <LiveStatusAlert
        className="mt-6"
        message={outcome?.text ?? null}
        tone={outcome?.failed ? 'error' : 'success'}
      />

      {editing && (
        <div ref={formRef} className="mt-6">
          <PromoCodeForm
            key={editing.kind === 'edit' ? editing.code.id : 'new'}
            code={editing.kind === 'edit' ? editing.code : undefined}
            currency={currency}
            onCancel={close}
            onSave={async (input) => {
              const saved = await change.mutateAsync(
                editing.kind === 'edit'
                  ? { kind: 'edit', id: editing.code.id, input }
                  : { kind: 'create', input },
              )
              setOutcome({
                text:
                  editing.kind === 'edit'
                    ? m().saved({ code: saved.code })
                    : m().created({ code: saved.code }),
              })
              close()
            }}
          />
        </div>
      )}

      <div className="mt-8" aria-busy={list.isFetching || undefined}>
        {list.isPending ? (
          <ListSkeleton label={m().loading} rows={3} rowClassName="h-32 rounded-2xl" />
        ) : failed ? (
          <QueryError
            message={errorMessage(list.error, m().loadFailed)}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : codes.length === 0 ? (
          <EmptyState Icon={TicketPercent} title={m().title}>
            <p>{m().empty}</p>
          </EmptyState>
        ) : (
          <ul aria-label={m().title} className="space-y-3">
            {codes.map((code) => (
              <PromoCodeCard
                key={code.id}
                code={code}
                busy={toggling === code.id}
                onEdit={() => {
                  setOutcome(null)
                  setEditing({ kind: 'edit', code })
                }}
                onTogglePaused={() => void togglePaused(code)}
              />
            ))}
          </ul>
        )}
        <ListFooter
          footer={footer}
          variant="primary"
          label={m().loadMore}
          count={list.isFetchingNextPage ? m().loadingMore : ''}
          loadMoreFailed={m().loadFailed}
          className="mt-6"
        />
      </div>
    </DashboardPage>
  )
}
