/**
 * POST /api/auth/delete-user: the account goes (unpaid bookings and reviews with it, paid
 * bookings stay with the company) and its session ends. The caller signs the app out.
 */
import { useMutation } from '@tanstack/react-query'
import type { DeleteAccountInput } from '#shared/contracts/auth.ts'
import { deleteUser } from '#web/lib/auth-client.ts'

export function useDeleteUser() {
  return useMutation({ mutationFn: (input: DeleteAccountInput) => deleteUser(input) })
}
