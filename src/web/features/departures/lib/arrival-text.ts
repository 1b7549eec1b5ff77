/** A booking's check-in mark as a guide reads it: Checked in, No-show, or nothing yet. */
import type { Arrival } from '#shared/contracts/check-in.ts'
import { messages } from '#shared/messages.ts'

export function arrivalText(arrival: Arrival | null, unmarked = ''): string {
  if (arrival === 'checked_in') return messages.checkIn.checkedIn
  if (arrival === 'no_show') return messages.checkIn.noShow
  return unmarked
}
