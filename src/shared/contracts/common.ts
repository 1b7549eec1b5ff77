/**
 * Shapes every API answer shares: the error envelope and the id forms the catalogue accepts.
 */
import { z } from 'zod'
import { messages } from '../messages.ts'
import { NUMERIC_ID_PATTERN, UUID_PATTERN } from '../record-id.ts'

export const errorCodes = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'UNAVAILABLE',
  'PAYMENT_FAILED',
  'INTERNAL',
] as const
export type ErrorCode = (typeof errorCodes)[number]

export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    details: z.unknown().optional(),
  }),
})
export type ErrorBody = z.infer<typeof errorBodySchema>

/**
 * A record is addressed by its `_id` (a UUID) or by its numeric id (`id`, `placeId`).
 * Anything else is malformed and answers 400, never a database error.
 */
export const recordIdSchema = z
  .string()
  .trim()
  .refine((value) => UUID_PATTERN.test(value) || NUMERIC_ID_PATTERN.test(value), {
    error: () => messages.validation.recordId,
  })
  .transform((value) =>
    UUID_PATTERN.test(value)
      ? ({ kind: 'uuid', value: value.toLowerCase() } as const)
      : ({ kind: 'number', value: Number(value) } as const),
  )
export type RecordId = z.output<typeof recordIdSchema>
