/**
 * POST /api/contact: a visitor's message to the company. The server stores it before mailing it
 * on, and answers 202 once it is safe; 400 names a bad field, 429 means too many in a minute.
 */
import { useMutation } from '@tanstack/react-query'
import type { ContactInput } from '#shared/contracts/contact.ts'
import { apiPost } from '#web/lib/api-client.ts'

export function sendContact(input: ContactInput): Promise<{ status: 'received' }> {
  return apiPost<{ status: 'received' }>('/contact', input)
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact })
}
