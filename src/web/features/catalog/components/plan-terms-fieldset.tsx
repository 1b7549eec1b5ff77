/**
 * The plan form's "Booking terms": the deposit share (empty: no deposits), the days before
 * departure the balance is due, and the cancellation policy — the company's default (shown as
 * customers will read it) or the plan's own tiers, rows of "days before" and "refund %" that
 * can be added (up to the schema's limit) and removed. Each box has its own name for screen
 * readers ("Refund %, tier 2") and its own error; an error about the policy as a whole (two
 * tiers with the same days) shows above the rows.
 */
import { CircleAlert, Plus, X } from 'lucide-react'
import { useId, useRef, type ReactNode } from 'react'
import {
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormClearErrors,
  type UseFormRegister,
} from 'react-hook-form'
import { DEFAULT_CANCELLATION_POLICY, MAX_POLICY_TIERS } from '#shared/cancellation-policy.ts'
import type { PlaceValues } from '#shared/contracts/catalog.ts'
import { messages } from '#shared/messages.ts'
import { Button } from '#web/components/button.tsx'
import { PolicyTiers } from '#web/components/policy-tiers.tsx'
import { TextField } from '#web/components/text-field.tsx'
import { cx } from '#web/lib/cx.ts'
import type { PlanFormValues, TierText } from './plan-form-values.ts'
import { IconButton } from '#web/components/button.tsx'

const m = messages.lifecycle

interface PlanTermsFieldsetProps {
  control: Control<PlanFormValues, unknown, PlaceValues>
  register: UseFormRegister<PlanFormValues>
  clearErrors: UseFormClearErrors<PlanFormValues>
  errors: FieldErrors<PlanFormValues>
  className?: string
}

export function PlanTermsFieldset({
  control,
  register,
  clearErrors,
  errors,
  className,
}: PlanTermsFieldsetProps) {
  const introId = useId()
  const policyName = useId()
  const policy = useWatch({ control, name: 'policy' })
  const number = (name: 'depositPercent' | 'balanceDueDays') => ({
    ...register(name),
    error: errors[name]?.message,
    inputMode: 'numeric' as const,
    autoComplete: 'off',
  })
  return (
    <fieldset
      aria-describedby={introId}
      className={cx(
        'min-w-0 border-t border-slate-200 pt-6 [&>legend]:float-left [&>legend]:mb-2 [&>legend]:w-full [&>legend+*]:clear-both',
        className,
      )}
    >
      <legend className="text-lg font-bold text-slate-900">{m.termsLegend}</legend>
      <p id={introId} className="text-sm text-slate-600">
        {m.termsIntro}
      </p>
      <div className="mt-5 grid gap-x-6 gap-y-5 sm:grid-cols-2">
        <TextField label={m.depositPercent} hint={m.depositHint} {...number('depositPercent')} />
        <TextField label={m.balanceDueDays} hint={m.balanceDueHint} {...number('balanceDueDays')} />
      </div>

      <fieldset className="mt-6 min-w-0">
        <legend className="font-semibold text-slate-800">{m.policyTitle}</legend>
        <div className="mt-3 space-y-3">
          <PolicyChoice
            name={policyName}
            value="default"
            label={m.policyDefault}
            register={register}
            onChange={() => clearErrors('root.policy')}
          >
            {policy === 'default' && (
              <PolicyTiers className="mt-2" policy={DEFAULT_CANCELLATION_POLICY} />
            )}
          </PolicyChoice>
          <PolicyChoice
            name={policyName}
            value="own"
            label={m.policyOwn}
            register={register}
            onChange={() => clearErrors('root.policy')}
          >
            {policy === 'own' && (
              <TiersEditor
                control={control}
                register={register}
                clearErrors={clearErrors}
                errors={errors}
              />
            )}
          </PolicyChoice>
        </div>
      </fieldset>
    </fieldset>
  )
}

function PolicyChoice({
  name,
  value,
  label,
  register,
  onChange,
  children,
}: {
  name: string
  value: PlanFormValues['policy']
  label: string
  register: UseFormRegister<PlanFormValues>
  onChange: () => void
  children: ReactNode
}) {
  const id = `${name}-${value}`
  return (
    <div className="rounded-xl p-4 ring-1 ring-slate-200 has-[input:checked]:bg-emerald-50/50 has-[input:checked]:ring-emerald-700">
      <div className="flex items-center gap-3">
        <input
          id={id}
          type="radio"
          value={value}
          className="size-4 accent-emerald-700"
          {...register('policy', { onChange })}
        />
        <label htmlFor={id} className="font-medium text-slate-900">
          {label}
        </label>
      </div>
      {children && <div className="mt-2 pl-7">{children}</div>}
    </div>
  )
}

function TiersEditor({
  control,
  register,
  clearErrors,
  errors,
}: Omit<PlanTermsFieldsetProps, 'className'>) {
  const hintId = useId()
  const policyErrorId = useId()
  const { fields, append, remove } = useFieldArray({ control, name: 'tiers' })
  const addRef = useRef<HTMLButtonElement>(null)
  const policyError = errors.root?.policy?.message
  const full = fields.length >= MAX_POLICY_TIERS
  // Any change to the rows may settle what was wrong with the policy as a whole.
  const changed = () => clearErrors('root.policy')

  return (
    <div>
      <p id={hintId} className="text-sm text-slate-600">
        {m.tiersHint}
      </p>
      {policyError && (
        <p
          id={policyErrorId}
          className="mt-3 flex items-start gap-1.5 text-sm font-medium text-red-700"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {policyError}
        </p>
      )}
      <div
        aria-hidden="true"
        className="mt-4 grid grid-cols-[6.5rem_6.5rem] gap-3 text-sm font-semibold text-slate-700"
      >
        <span>{m.tierDays}</span>
        <span>{m.tierPercent}</span>
      </div>
      <ul className="mt-1 space-y-3">
        {fields.map((field, index) => (
          <TierRow
            key={field.id}
            index={index}
            register={register}
            errors={errors.tiers?.[index]}
            describedBy={policyError ? `${policyErrorId} ${hintId}` : hintId}
            onChange={changed}
            onRemove={
              fields.length > 1
                ? () => {
                    remove(index)
                    changed()
                    addRef.current?.focus()
                  }
                : undefined
            }
          />
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button
          ref={addRef}
          variant="outline"
          size="sm"
          disabled={full}
          onClick={() => {
            append({ daysBefore: '', refundPercent: '' } satisfies TierText)
            changed()
          }}
          // Full, not busy: greyed out, and the cursor says it will not go.
          className="disabled:cursor-not-allowed! disabled:text-slate-500 disabled:opacity-100 disabled:ring-slate-300 disabled:hover:bg-white"
        >
          <Plus aria-hidden="true" className="size-4" />
          {m.addTier}
        </Button>
        {full && <p className="text-sm text-slate-600">{m.tiersFull({ max: MAX_POLICY_TIERS })}</p>}
      </div>
    </div>
  )
}

function TierRow({
  index,
  register,
  errors,
  describedBy,
  onChange,
  onRemove,
}: {
  index: number
  register: UseFormRegister<PlanFormValues>
  errors: FieldErrors<TierText> | undefined
  describedBy: string
  onChange: () => void
  onRemove: (() => void) | undefined
}) {
  const id = useId()
  const n = index + 1
  const box = (name: keyof TierText, label: string) => {
    const error = errors?.[name]?.message
    return (
      <input
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-${name}-error` : describedBy}
        inputMode="numeric"
        autoComplete="off"
        className={cx(
          'block w-[6.5rem] rounded-xl border-0 bg-white px-4 py-2.5 text-slate-900 tabular-nums shadow-sm ring-1 focus:ring-2 focus:outline-none',
          error ? 'ring-red-500 focus:ring-red-600' : 'ring-slate-300 focus:ring-emerald-700',
        )}
        {...register(`tiers.${index}.${name}`, { onChange })}
      />
    )
  }
  const rowErrors = (['daysBefore', 'refundPercent'] as const).flatMap((name) => {
    const message = errors?.[name]?.message
    return message ? [{ name, message }] : []
  })
  return (
    <li>
      <div className="flex items-center gap-3">
        {box('daysBefore', m.tierDaysOf({ n }))}
        {box('refundPercent', m.tierPercentOf({ n }))}
        {onRemove && (
          <IconButton label={m.removeTier({ n })} onClick={onRemove}>
            <X aria-hidden="true" className="size-4" />
          </IconButton>
        )}
      </div>
      {rowErrors.map(({ name, message }) => (
        <p
          key={name}
          id={`${id}-${name}-error`}
          className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {message}
        </p>
      ))}
    </li>
  )
}
