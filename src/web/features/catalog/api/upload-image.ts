/**
 * POST /api/uploads (admins): an image file's bytes, sent with its own type; the answer is its
 * address on this site (/uploads/<sha256>.<ext>), which a plan's image field takes as it is.
 */
import { useMutation } from '@tanstack/react-query'
import type { Upload } from '#shared/contracts/uploads.ts'
import { apiRequest } from '#web/lib/api-client.ts'

export function uploadImage(file: File): Promise<Upload> {
  return apiRequest<Upload>('/uploads', { method: 'POST', file })
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage })
}
