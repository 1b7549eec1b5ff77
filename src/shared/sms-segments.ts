/**
 * How many SMS segments a text costs. A text in the GSM 7-bit alphabet (3GPP TS 23.038) takes
 * 160 characters in one segment and 153 a segment when concatenated (the header takes 7), the
 * extension characters (€ [ ] { } | ~ ^ \ and form feed) two each; any other character (Bangla)
 * sends the whole text as UCS-2: 70 UTF-16 units in one, 67 a segment when concatenated.
 */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà'
const GSM_EXTENSION = '\f^{}\\[~]|€'
const basic = new Set(GSM_BASIC)
const extension = new Set(GSM_EXTENSION)

export interface SmsSize {
  encoding: 'gsm7' | 'ucs2'
  /** Septets (GSM 7-bit) or UTF-16 code units (UCS-2). */
  units: number
  segments: number
}

export function smsSize(text: string): SmsSize {
  let septets = 0
  for (const char of text) {
    if (basic.has(char)) septets += 1
    else if (extension.has(char)) septets += 2
    else {
      const units = text.length
      return { encoding: 'ucs2', units, segments: segmentsOf(units, 70, 67) }
    }
  }
  return { encoding: 'gsm7', units: septets, segments: segmentsOf(septets, 160, 153) }
}

function segmentsOf(units: number, single: number, part: number): number {
  if (units === 0) return 0
  return units <= single ? 1 : Math.ceil(units / part)
}
