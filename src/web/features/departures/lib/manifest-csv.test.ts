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
  party: [{ kind: 'adult', count: 2, unitPrice: 100, seat: true }],
  extras: [],
  pickup: null,
  isPaid: true,
  balanceDue: 0,
  arrival: null,
  travellerNames: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
})

describe('manifest CSV', () => {
  it('writes a header and one row per booking, quoting and neutralising cells', () => {
    const csv = manifestToCsv({
      bookings: [
        booking({}),
        booking({
          name: 'Rahim "Ra", Uddin',
          phone: '+880 1811-000111',
          isPaid: false,
          balanceDue: 95.5,
          arrival: 'no_show',
        }),
        booking({ name: '=HYPERLINK("x")', travellers: 1 }),
        booking({
          travellers: 3,
          party: [
            { kind: 'adult', count: 2, unitPrice: 100, seat: true },
            { kind: 'child', count: 1, unitPrice: 60, seat: true },
            { kind: 'infant', count: 1, unitPrice: 0, seat: false },
          ],
          extras: [
            {
              id: 'ac',
              name: 'AC coach',
              nameBn: null,
              per: 'traveller',
              quantity: 3,
              unitPrice: 15,
            },
          ],
          pickup: { id: 'p1', name: 'Sayedabad bus counter', nameBn: null, time: '06:30' },
          arrival: 'checked_in',
          travellerNames: ['Nusrat Jahan', 'Karim Uddin', 'Ayaan'],
        }),
      ],
    })
    expect(csv.split('\r\n')).toEqual([
      'Reference,Name,Phone,Email,Travellers,Who travels,Travellers by name,Extras,Pickup or meeting point,Payment,Balance due,Arrival',
      'BT-7K3M9Q,Nusrat Jahan,01712-345678,nusrat@example.com,2,2 adults,,,,Paid,0,',
      `BT-7K3M9Q,"Rahim ""Ra"", Uddin",'+880 1811-000111,nusrat@example.com,2,2 adults,,,,Not Paid,95.5,No-show`,
      `BT-7K3M9Q,"'=HYPERLINK(""x"")",01712-345678,nusrat@example.com,1,2 adults,,,,Paid,0,`,
      'BT-7K3M9Q,Nusrat Jahan,01712-345678,nusrat@example.com,3,"2 adults, 1 child, and 1 infant","Nusrat Jahan; Karim Uddin; Ayaan",AC coach × 3,"Sayedabad bus counter, 06:30",Paid,0,Checked in',
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
