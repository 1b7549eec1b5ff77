/**
 * GET /api/phone/choice: the signed-in customer's choice of messages to their phone and the
 * channels the site offers (decision 051). Read by the Profile page and the booking form, so it
 * lives here rather than in either feature; both refresh the one key after a change.
 */
import { useQuery } from '@tanstack/react-query'
import type { PhoneChoice } from '#shared/contracts/phone-messages.ts'
import { apiGet } from './api-client.ts'

export const phoneChoiceKey = ['phone-choice'] as const

export function usePhoneChoice() {
  return useQuery({
    queryKey: phoneChoiceKey,
    queryFn: ({ signal }) => apiGet<PhoneChoice>('/phone/choice', signal),
    staleTime: 30_000,
  })
}
