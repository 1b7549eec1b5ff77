/**
 * The one way the web app talks to the JSON API under /api. A failed call throws an ApiError that
 * carries the HTTP status and the `{ error: { code, message } }` envelope, so pages can tell a
 * missing record (404) from a broken network.
 *
 * Answers are typed with the shared contracts but not parsed with zod here: the server already
 * serialises every answer through the same schemas, and keeping zod out of the entry bundle keeps
 * the first visit small.
 */
import type { ErrorBody } from '#shared/contracts/common.ts'
import { currentLocale, messages } from '#shared/messages.ts'

export const API_BASE = '/api'

/** The part of a fetch Response this client reads. */
export type ApiResponse = Pick<Response, 'ok' | 'status' | 'text'>

/** How requests travel: the browser's fetch, or the server's own (server rendering). */
export type ApiTransport = (url: string, init: RequestInit) => Promise<ApiResponse>
let transport: ApiTransport = (url, init) => fetch(url, init)

/** Server rendering answers the page's queries in process instead of over the network. */
export function setApiTransport(next: ApiTransport): void {
  transport = next
}

export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  readonly code: string
  readonly details: unknown

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message)
    this.status = status
    this.code = code
    this.details = details
  }

  /** 404 and 400 both mean "no such record" to a visitor who followed or typed a link. */
  get isNotFound(): boolean {
    return this.status === 404 || this.status === 400
  }

  /** fetch itself failed: offline, DNS, the server down. No answer was read. */
  get isNetwork(): boolean {
    return this.code === 'NETWORK'
  }

  /** The identity provider's raw code (`details.authCode`), when the answer carried one. */
  get authCode(): string | undefined {
    const details = this.details as { authCode?: unknown } | undefined
    return typeof details?.authCode === 'string' ? details.authCode : undefined
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  signal?: AbortSignal
  /** Extra request headers, e.g. `Idempotency-Key` on a booking. */
  headers?: Record<string, string>
  /** A file sent as it is (an image upload), with its own type, instead of a JSON `body`. */
  file?: Blob
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false
  const error = (value as { error: unknown }).error
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  )
}

async function readJson(response: ApiResponse): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, file } = options
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    // The server answers (errors, texts) in the page's language.
    'Accept-Language': currentLocale(),
  }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  if (file) headers['Content-Type'] = file.type || 'application/octet-stream'

  let response: ApiResponse
  try {
    response = await transport(`${API_BASE}${path}`, {
      method,
      headers,
      body: file ?? (body === undefined ? undefined : JSON.stringify(body)),
      credentials: 'same-origin',
      signal,
    })
  } catch (error) {
    // A cancelled query must stay an AbortError so TanStack Query treats it as a cancellation.
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new ApiError(0, 'NETWORK', messages.common.unreachable)
  }

  const payload = await readJson(response)
  if (!response.ok) {
    if (isErrorBody(payload)) {
      const { code, message, details } = payload.error
      throw new ApiError(response.status, code, message, details)
    }
    throw new ApiError(
      response.status,
      'UNKNOWN',
      messages.common.requestFailed({ status: response.status }),
    )
  }
  return payload as T
}

export function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>(path, { signal })
}

export function apiPost<T>(path: string, body: unknown): Promise<T> {
  return apiRequest<T>(path, { method: 'POST', body })
}

export function apiPut<T>(path: string, body: unknown): Promise<T> {
  return apiRequest<T>(path, { method: 'PUT', body })
}

export function apiPatch<T>(path: string, body: unknown): Promise<T> {
  return apiRequest<T>(path, { method: 'PATCH', body })
}

export function apiDelete<T>(path: string): Promise<T> {
  return apiRequest<T>(path, { method: 'DELETE' })
}
