/**
 * The manifest's CSV: one header row, one row per booking with 'Paid' or 'Not Paid', cells quoted
 * per RFC 4180, formula-looking cells neutralised; and its file name.
 */
import { describe, expect, it } from 'vitest'
import type { ManifestBooking } from '#shared/contracts/departures.ts'
import { manifestFileName, manifestToCsv } from './manifest-csv.ts'

const booking = (over: Partial<ManifestBooking>): ManifestBooking => ({
  _id: 'o1',
  reference: 'BT-7K3M9Q',
  name: 'Nusrat Jahan',
  email: 'nusrat@example.com',
  phone: '01712-345678',
  travellers: 2,
  isPaid: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
})

describe('manifest CSV', () => {
  it('writes a header and one row per booking, quoting and neutralising cells', () => {
    const csv = manifestToCsv({
      bookings: [
        booking({}),
        booking({ name: 'Rahim "Ra", Uddin', phone: '+880 1811-000111', isPaid: false }),
        booking({ name: '=HYPERLINK("x")', travellers: 1 }),
      ],
    })
    expect(csv.split('\r\n')).toEqual([
      'Reference,Name,Phone,Email,Travellers,Payment',
      'BT-7K3M9Q,Nusrat Jahan,01712-345678,nusrat@example.com,2,Paid',
      `BT-7K3M9Q,"Rahim ""Ra"", Uddin",'+880 1811-000111,nusrat@example.com,2,Not Paid`,
      `BT-7K3M9Q,"'=HYPERLINK(""x"")",01712-345678,nusrat@example.com,1,Paid`,
      '',
    ])
  })

  it('names the file after the tour and the date', () => {
    expect(manifestFileName("Cox's Bazar Beach Tour", '2026-12-04')).toBe(
      'manifest-cox-s-bazar-beach-tour-2026-12-04.csv',
    )
    expect(manifestFileName('Śrīmaṅgal  tea', '2026-12-04')).toBe(
      'manifest-srimangal-tea-2026-12-04.csv',
    )
    expect(manifestFileName('!!!', '2026-12-04')).toBe('manifest-tour-2026-12-04.csv')
  })
})
