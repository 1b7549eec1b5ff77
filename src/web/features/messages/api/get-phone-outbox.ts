/** GET /api/phone/outbox (admins): SMS and WhatsApp messages not sent yet or failed, newest 100. */
import { useQuery } from '@tanstack/react-query'
import type { PhoneOutbox } from '#shared/contracts/phone-messages.ts'
import { apiGet } from '#web/lib/api-client.ts'
import { messageKeys } from './keys.ts'

export function usePhoneOutbox() {
  return useQuery({
    queryKey: messageKeys.phoneOutbox(),
    queryFn: ({ signal }) => apiGet<PhoneOutbox>('/phone/outbox', signal),
    staleTime: 0,
  })
}
