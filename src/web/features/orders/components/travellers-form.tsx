/**
 * Who's travelling (issue 32 item 6): one group of boxes per traveller of the booking, in its
 * party's order ("Traveller 3: child"), a name each, and for a tour that needs permits a
 * nationality (the browser's own select, names from Intl in the page's language) and a passport
 * or NID number. A family saves what it has and comes back for the rest until the tour's
 * deadline; after it the boxes are read-only and say why. The document box starts empty: the
 * server only ever shows the customer the last characters of one on file, and an empty box
 * keeps it. The boxes are checked with the server's own schema first; the server's refusals
 * show under the box they name, the outcome is read out.
 */
import { useId, useMemo, useState } from 'react'
import {
  travellersInputSchema,
  type Travellers,
  type TravellersInput,
} from '#shared/contracts/travellers.ts'
import { formatLongDate } from '#shared/dhaka-date.ts'
import { currentLocale, messages } from '#shared/messages.ts'
import { nationalityOptions } from '#shared/nationality.ts'
import { FieldFrame, useField } from '#web/components/field-frame.tsx'
import { QueryError } from '#web/components/query-error.tsx'
import { Spinner } from '#web/components/spinner.tsx'
import { LiveStatusAlert } from '#web/components/status-alert.tsx'
import { SubmitButton } from '#web/components/submit-button.tsx'
import { TextField } from '#web/components/text-field.tsx'
import { isApiError } from '#web/lib/api-client.ts'
import { fieldErrorsOf } from '#web/lib/field-error.ts'
import { useSaveTravellers, useTravellers } from '../api/travellers.ts'

const t = () => messages.travellers

interface Draft {
  name: string
  nationality: string
  document: string
}

const draftsOf = (data: Travellers): Draft[] =>
  data.travellers.map((traveller) => ({
    name: traveller.name,
    nationality: traveller.nationality ?? '',
    document: '',
  }))

export function TravellersForm({ orderId }: { orderId: string }) {
  const query = useTravellers(orderId)
  if (query.isPending) return <Spinner label={t().loading} className="mt-4" />
  if (query.isError) {
    return (
      <QueryError
        className="mt-4"
        message={t().loadFailed}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    )
  }
  return <TravellersFields data={query.data} orderId={orderId} />
}

function TravellersFields({ data, orderId }: { data: Travellers; orderId: string }) {
  const id = useId()
  const save = useSaveTravellers(orderId)
  const [drafts, setDrafts] = useState(() => draftsOf(data))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [outcome, setOutcome] = useState<{ message: string; tone: 'success' | 'error' } | null>(
    null,
  )
  const permit = data.required === 'permit'
  const set = (index: number, values: Partial<Draft>) =>
    setDrafts((all) => all.map((draft, i) => (i === index ? { ...draft, ...values } : draft)))

  function showErrors(found: Record<string, string>) {
    setErrors(found)
    const first = Object.keys(found)[0]
    if (first) document.querySelector<HTMLElement>(`[data-box="${id}-${first}"]`)?.focus()
  }

  function submit(event: React.FormEvent) {
    event.preventDefault()
    setOutcome(null)
    const input: TravellersInput = {
      travellers: drafts.map((draft) => ({
        name: draft.name,
        ...(permit && {
          nationality: draft.nationality || null,
          // Empty: keep the number on file (the customer never reads it back whole).
          ...(draft.document.trim() !== '' && { document: draft.document }),
        }),
      })),
    }
    const checked = travellersInputSchema.safeParse(input)
    if (!checked.success) {
      const found: Record<string, string> = {}
      for (const issue of checked.error.issues) found[issue.path.join('.')] ??= issue.message
      showErrors(found)
      return
    }
    setErrors({})
    save.mutate(input, {
      onSuccess: (saved) => {
        setDrafts(draftsOf(saved))
        const missing = saved.travellers.length - countComplete(saved)
        setOutcome({
          tone: 'success',
          message:
            saved.required === 'none' || saved.complete
              ? `${t().saved}${saved.required === 'none' ? '' : ` ${t().complete}`}`
              : `${t().saved} ${t().missing({ n: missing })}`,
        })
      },
      onError: (error) => {
        const found = Object.fromEntries(
          fieldErrorsOf(error)
            .filter((e) => e.field.startsWith('travellers.'))
            .map((e) => [e.field, e.message]),
        )
        if (Object.keys(found).length > 0) showErrors(found)
        else {
          setOutcome({
            tone: 'error',
            message: isApiError(error) && error.status < 500 ? error.message : t().saveFailed,
          })
        }
      },
    })
  }

  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-5">
      <div className="space-y-2 text-sm text-slate-700">
        <p>
          {t().intro({
            required: data.dueBy ? data.required : 'none',
            date: data.dueBy ? formatLongDate(data.dueBy) : '',
          })}
        </p>
        {permit && <p>{t().private}</p>}
        {!data.editable && data.dueBy && (
          <p className="font-medium text-slate-900">
            {t().closedNote({ date: formatLongDate(data.dueBy) })}
          </p>
        )}
      </div>
      <fieldset disabled={!data.editable || save.isPending} className="space-y-4">
        {data.travellers.map((traveller, index) => (
          <fieldset
            key={traveller.position}
            className="grid gap-3 rounded-xl p-4 ring-1 ring-slate-200"
          >
            <legend className="px-1 font-semibold text-slate-900">
              {t().traveller({ n: index + 1, kind: t().kind({ kind: traveller.kind }) })}
            </legend>
            <TextField
              label={t().name}
              autoComplete="off"
              data-box={`${id}-travellers.${index}.name`}
              error={errors[`travellers.${index}.name`]}
              value={drafts[index]!.name}
              onChange={(event) => set(index, { name: event.target.value })}
            />
            {permit && (
              <>
                <NationalitySelect
                  box={`${id}-travellers.${index}.nationality`}
                  error={errors[`travellers.${index}.nationality`]}
                  value={drafts[index]!.nationality}
                  onChange={(nationality) => set(index, { nationality })}
                />
                <TextField
                  label={t().document}
                  autoComplete="off"
                  spellCheck={false}
                  data-box={`${id}-travellers.${index}.document`}
                  hint={traveller.document ? t().onFile({ masked: traveller.document }) : undefined}
                  error={errors[`travellers.${index}.document`]}
                  value={drafts[index]!.document}
                  onChange={(event) => set(index, { document: event.target.value })}
                />
              </>
            )}
          </fieldset>
        ))}
      </fieldset>
      <LiveStatusAlert message={outcome?.message ?? null} tone={outcome?.tone} />
      {data.editable && (
        <SubmitButton busy={save.isPending} disabled={save.isPending}>
          {save.isPending ? t().saving : t().save}
        </SubmitButton>
      )}
    </form>
  )
}

const countComplete = (saved: Travellers) =>
  saved.travellers.filter(
    (traveller) =>
      traveller.name !== '' &&
      (saved.required !== 'permit' ||
        (traveller.nationality !== null && traveller.document !== null)),
  ).length

function NationalitySelect({
  box,
  error,
  value,
  onChange,
}: {
  box: string
  error: string | undefined
  value: string
  onChange: (code: string) => void
}) {
  const field = useField({ error })
  const options = useMemo(() => nationalityOptions(currentLocale()), [])
  return (
    <FieldFrame field={field} label={t().nationality} error={error}>
      <select
        {...field.controlProps}
        data-box={box}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t().chooseNationality}</option>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}
