/**
 * One policy page's form on the admins' Site pages page: its English and Bangla texts, each a
 * labelled textarea, and Save. Checked with the schema the server uses; a refusal's message lands
 * under its field (focused), and the outcome is announced in a live region that is there before
 * it (the form stays on screen, so nothing else tells a screen reader it worked).
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import type { z } from 'zod'
import {
  SITE_PAGE_MAX_CHARS,
  sitePageInputSchema,
  type SitePageEdit,
} from '#shared/contracts/site-pages.ts'
import { formatMoment } from '#shared/dhaka-date.ts'
import { messages } from '#shared/messages.ts'
import { LiveStatusAlert } from '#web/components/status-alert.tsx'
import { SubmitButton } from '#web/components/submit-button.tsx'
import { TextareaField } from '#web/components/textarea-field.tsx'
import { errorMessage } from '#web/lib/error-message.ts'
import { showFieldErrors } from '#web/lib/field-error.ts'
import { useSaveSitePage } from '../api/save-site-page.ts'

const m = messages.sitePagesAdmin
const FIELDS = ['bodyEn', 'bodyBn'] as const

type Input = z.input<typeof sitePageInputSchema>
type Values = z.output<typeof sitePageInputSchema>

export function SitePageForm({
  page,
  title,
  href,
}: {
  page: SitePageEdit
  title: string
  href: string
}) {
  const save = useSaveSitePage(page.slug)
  const headingId = useId()
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; message: string } | null>(
    null,
  )
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Values>({
    resolver: zodResolver(sitePageInputSchema),
    mode: 'onTouched',
    defaultValues: { bodyEn: page.bodyEn, bodyBn: page.bodyBn },
  })

  const onSubmit = handleSubmit(
    async (values) => {
      setOutcome(null)
      try {
        const saved = await save.mutateAsync(values)
        reset({ bodyEn: saved.bodyEn, bodyBn: saved.bodyBn })
        setOutcome({ tone: 'success', message: m.saved({ page: title }) })
      } catch (error) {
        if (!showFieldErrors(error, { fields: FIELDS, setError, setFocus })) {
          setOutcome({ tone: 'error', message: errorMessage(error, m.saveFailed) })
        }
      }
    },
    () => setOutcome(null),
  )

  const hint = m.hint({ max: SITE_PAGE_MAX_CHARS })
  const updatedAt = save.data?.updatedAt ?? page.updatedAt
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        <Link
          to={href}
          className="text-sm font-semibold text-emerald-800 underline underline-offset-4 hover:text-emerald-950"
        >
          {m.view({ page: title })}
        </Link>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {updatedAt ? m.lastSaved({ date: formatMoment(updatedAt, 'dhakaTime') }) : m.neverSaved}
      </p>

      <form
        noValidate
        aria-labelledby={headingId}
        onSubmit={(event) => void onSubmit(event)}
        className="mt-5 space-y-5"
      >
        <div className="grid gap-5 xl:grid-cols-2">
          <TextareaField
            label={m.english}
            hint={hint}
            lang="en"
            rows={12}
            error={errors.bodyEn?.message}
            {...register('bodyEn')}
          />
          <TextareaField
            label={m.bangla}
            hint={hint}
            lang="bn"
            rows={12}
            error={errors.bodyBn?.message}
            {...register('bodyBn')}
          />
        </div>
        <SubmitButton busy={isSubmitting}>{m.save}</SubmitButton>
      </form>
      <LiveStatusAlert className="mt-4" tone={outcome?.tone} message={outcome?.message ?? null} />
    </section>
  )
}
