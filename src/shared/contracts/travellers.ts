/**
 * Every traveller of a booking (issue 32 item 6; docs/decisions/052-traveller-details.md): a
 * name each, and for a tour that needs permits a nationality and a passport or NID number. The
 * booking's customer gives them (at booking, on the Pay page, or later from My Booking) until
 * the tour's deadline; admins any time. The document number is private: the customer reads back
 * only its last characters, admins all of it.
 */
import { z } from 'zod'
import { MAX_TRAVELLERS } from '../booking-limits.ts'
import { messages } from '../messages.ts'
import { isNationality } from '../nationality.ts'
import { asciiDigits } from '../number-format.ts'
import { categoryKinds, travellerDetailsKinds } from '../tour-pricing-kinds.ts'

const t = () => messages.travellers

export const TRAVELLER_NAME_MAX = 100

/** A passport or NID number as typed: spaces and dashes dropped, Bangla digits made Latin. */
export const DOCUMENT_PATTERN = /^[A-Z0-9]{5,20}$/
export const normalDocument = (text: string) =>
  asciiDigits(text).replace(/[\s-]/g, '').toUpperCase()

/** One traveller as the customer (or an admin) sends them; an empty name: not given yet. */
export const travellerInputSchema = z
  .object({
    name: z
      .string()
      .trim()
      .max(TRAVELLER_NAME_MAX, { error: () => t().tooLong({ max: TRAVELLER_NAME_MAX }) })
      .default('')
      .describe('Full name as on the ID; empty: not given yet'),
    nationality: z
      .string()
      .trim()
      .toUpperCase()
      .nullable()
      .optional()
      .transform((code) => code || null)
      .refine((code) => code === null || isNationality(code), {
        error: () => t().nationalityInvalid,
      })
      .describe('ISO 3166-1 alpha-2 (BD, IN, GB…); null or empty: not given'),
    document: z
      .string()
      .overwrite(normalDocument)
      .refine((text) => text === '' || DOCUMENT_PATTERN.test(text), {
        error: () => t().documentInvalid,
      })
      .nullable()
      .optional()
      .describe(
        'Passport or NID number; absent: keep the one on file for this traveller; null or empty: none',
      ),
  })
  .superRefine((traveller, context) => {
    if (traveller.name === '' && (traveller.nationality || traveller.document)) {
      context.addIssue({ code: 'custom', path: ['name'], message: t().nameFirst })
    }
  })

/** PUT /orders/{orderId}/travellers: one entry per traveller, in the party's order. */
export const travellersInputSchema = z.object({
  travellers: z
    .array(travellerInputSchema)
    .max(MAX_TRAVELLERS)
    .describe("One per traveller of the booking, in its party's order (adults first)"),
})
export type TravellersInput = z.input<typeof travellersInputSchema>

const travellerSchema = z.object({
  position: z.number().int(),
  kind: z.enum(categoryKinds).describe("The traveller's price category in the booking's party"),
  name: z.string().describe('Empty: not given yet'),
  nationality: z.string().nullable(),
  document: z
    .string()
    .nullable()
    .describe('Admins: the number; the customer: its last 3 characters after dots; null: none'),
})

export const travellersSchema = z.object({
  _id: z.string(),
  reference: z.string(),
  required: z.enum(travellerDetailsKinds).describe('What the tour needs of each traveller'),
  dueBy: z
    .string()
    .nullable()
    .describe('The last day (Asia/Dhaka, YYYY-MM-DD) the customer may change them; null: no date'),
  editable: z.boolean().describe('Whether the one asking may change them now'),
  complete: z.boolean().describe('Whether every traveller has what the tour needs'),
  travellers: z.array(travellerSchema),
})
export type Travellers = z.infer<typeof travellersSchema>
