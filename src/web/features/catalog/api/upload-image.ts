/**
 * POST /api/uploads (admins): an image file's bytes, sent with its own type; the answer is its
 * address on this site (/uploads/<sha256>.<ext>), its size and its smaller copies. Sent with
 * XMLHttpRequest, the one browser API that reports how much of a body has gone (fetch does
 * not), so the form can show each file's progress.
 */
import type { Upload } from '#shared/contracts/uploads.ts'
import { currentLocale, messages } from '#shared/messages.ts'
import { API_BASE, ApiError } from '#web/lib/api-client.ts'

/** `onProgress`: the share of the file sent, 0 to 1 (1: the server is making its copies). */
export function uploadImage(file: File, onProgress: (sent: number) => void): Promise<Upload> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', `${API_BASE}/uploads`)
    request.setRequestHeader('Content-Type', file.type)
    request.setRequestHeader('Accept', 'application/json')
    request.setRequestHeader('Accept-Language', currentLocale())
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    }
    request.onerror = () => reject(new ApiError(0, 'NETWORK', messages.common.unreachable))
    request.onload = () => {
      let body: unknown
      try {
        body = JSON.parse(request.responseText)
      } catch {
        body = undefined
      }
      if (request.status >= 200 && request.status < 300) {
        resolve(body as Upload)
        return
      }
      const error = (body as { error?: { code?: string; message?: string; details?: unknown } })
        ?.error
      reject(
        typeof error?.message === 'string'
          ? new ApiError(request.status, error.code ?? 'UNKNOWN', error.message, error.details)
          : new ApiError(
              request.status,
              'UNKNOWN',
              messages.common.requestFailed({ status: request.status }),
            ),
      )
    }
    request.send(file)
  })
}
