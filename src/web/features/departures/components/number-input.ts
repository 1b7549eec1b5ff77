/** A number box's text as the shared schemas read it: empty is absent (so "required" says so). */
export const toNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value)

/** An optional price: empty is null (the tour's own price). */
export const toPrice = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value)
