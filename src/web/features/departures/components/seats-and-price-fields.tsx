/**
 * The seats and per-person price of a new date or series: a whole number, and an optional price
 * (empty: the tour's own) in the site's pricing currency, in cents or in whole taka (no one
 * prices in paisa), and its start time in Dhaka (optional: empty is none). Spread each form's
 * `register('capacity' | 'price' | 'startTime', …)` into them.
 */
import type { UseFormRegisterReturn } from 'react-hook-form'
import { messages } from '#shared/messages.ts'
import { TextField } from '#web/components/text-field.tsx'
import { useSiteCurrency } from '#web/lib/currency.ts'

const t = messages.departuresAdmin

export function SeatsAndPriceFields({
  capacity,
  price,
  startTime,
  errors,
}: {
  capacity: UseFormRegisterReturn
  price: UseFormRegisterReturn
  startTime: UseFormRegisterReturn
  errors: { capacity?: string; price?: string; startTime?: string }
}) {
  const taka = useSiteCurrency() === 'bdt'
  return (
    <>
      <TextField
        label={t.seatsLabel}
        type="number"
        inputMode="numeric"
        min={1}
        autoComplete="off"
        {...capacity}
        error={errors.capacity}
      />
      <TextField
        label={taka ? t.priceLabelTaka : t.priceLabel}
        hint={t.priceHint}
        type="number"
        inputMode={taka ? 'numeric' : 'decimal'}
        min={0}
        step={taka ? '1' : '0.01'}
        autoComplete="off"
        {...price}
        error={errors.price}
      />
      <TextField
        label={t.startTime}
        hint={t.startTimeHint}
        type="time"
        {...startTime}
        error={errors.startTime}
      />
    </>
  )
}
