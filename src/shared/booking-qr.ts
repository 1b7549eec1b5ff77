/**
 * A booking's QR code (issue 32 item 7; decision 049): its reference (`BT-7K3M9Q`) and nothing
 * else, so a guide's scanner finds the booking on the manifest without a network round trip, and
 * a code photographed off a phone gives away no more than the reference printed beside it.
 * Made by lean-qr, the same on the server (the confirmation mail's PNG) and in the browser (My
 * Booking's SVG). Error correction M (15 %): a phone screen with a crack still scans.
 */
import { correction, generate } from 'lean-qr'

export interface QrModules {
  /** Modules a side, without the quiet zone. */
  size: number
  /** One SVG path drawing every dark module, in a `size` × `size` box. */
  path: string
}

export function bookingQr(reference: string): ReturnType<typeof generate> {
  return generate(reference, { minCorrectionLevel: correction.M })
}

/** The code as one SVG path (runs of dark modules on a row joined), for an inline `<svg>`. */
export function bookingQrPath(reference: string): QrModules {
  const code = bookingQr(reference)
  let path = ''
  for (let y = 0; y < code.size; y++) {
    let x = 0
    while (x < code.size) {
      if (!code.get(x, y)) {
        x++
        continue
      }
      const start = x
      while (x < code.size && code.get(x, y)) x++
      path += `M${start} ${y}h${x - start}v1h${start - x}z`
    }
  }
  return { size: code.size, path }
}
