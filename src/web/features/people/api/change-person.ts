/**
 * PUT /api/admin/users/:id/role and /disabled (admins): the Users page's actions. The answer
 * (the person as they are now) replaces their row in every loaded list at once; the lists are
 * then fetched again for their counts. A change to yourself also refreshes your own session
 * (revoking yourself takes the admin pages away).
 */
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query'
import type { AdminUser, AdminUsersPage } from '#shared/contracts/users.ts'
import { apiPut } from '#web/lib/api-client.ts'
import { mapPageItems } from '#web/lib/page-items.ts'
import { authKeys } from '#web/lib/auth/keys.ts'
import { peopleKeys } from './keys.ts'

export type PersonChange =
  | { kind: 'role'; role: 'admin' | 'customer'; confirm?: boolean }
  | { kind: 'disabled'; disabled: boolean }

function changePerson({ id, change }: { id: string; change: PersonChange }): Promise<AdminUser> {
  const url = `/admin/users/${encodeURIComponent(id)}/${change.kind}`
  return change.kind === 'role'
    ? apiPut<AdminUser>(url, { role: change.role, confirm: change.confirm })
    : apiPut<AdminUser>(url, { disabled: change.disabled })
}

export function useChangePerson({ selfId }: { selfId: string | undefined }) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: changePerson,
    onSuccess: async (updated) => {
      queryClient.setQueriesData<InfiniteData<AdminUsersPage>>(
        { queryKey: peopleKeys.all },
        (data) => mapPageItems(data, (user) => (user.id === updated.id ? updated : user)),
      )
      await queryClient.invalidateQueries({ queryKey: authKeys.user(updated.email) })
      if (updated.id === selfId) await queryClient.invalidateQueries({ queryKey: authKeys.session })
      void queryClient.invalidateQueries({ queryKey: peopleKeys.all })
    },
  })
}
