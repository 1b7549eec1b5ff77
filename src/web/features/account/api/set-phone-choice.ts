/** PUT /api/phone/choice: the channels and number for messages to the customer's phone. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PhoneChoice, PhoneChoiceInput } from '#shared/contracts/phone-messages.ts'
import { apiPut } from '#web/lib/api-client.ts'
import { phoneChoiceKey } from '#web/lib/phone-choice.ts'

export function useSetPhoneChoice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: PhoneChoiceInput) => apiPut<PhoneChoice>('/phone/choice', input),
    onSuccess: (choice) => queryClient.setQueryData(phoneChoiceKey, choice),
  })
}
