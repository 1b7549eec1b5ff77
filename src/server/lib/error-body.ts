import type { ErrorBody, ErrorCode } from '#shared/contracts/common.ts'

export function errorBody(code: ErrorCode, message: string, details?: unknown): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } }
}
