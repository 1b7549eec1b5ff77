/**
 * The seats and per-person price of a new date or series: a whole number, and an optional price
 * (empty: the tour's own). Spread each form's `register('capacity' | 'price', …)` into them.
 */
import type { UseFormRegisterReturn } from 'react-hook-form'
import { messages } from '#shared/messages.ts'
import { TextField } from '#web/components/text-field.tsx'

const t = messages.departuresAdmin

export function SeatsAndPriceFields({
  capacity,
  price,
  errors,
}: {
  capacity: UseFormRegisterReturn
  price: UseFormRegisterReturn
  errors: { capacity?: string; price?: string }
}) {
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
        label={t.priceLabel}
        hint={t.priceHint}
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        autoComplete="off"
        {...price}
        error={errors.price}
      />
    </>
  )
}
