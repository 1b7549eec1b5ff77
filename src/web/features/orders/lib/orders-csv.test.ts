import { describe, expect, it } from 'vitest'
import type { Order } from '#shared/contracts/orders.ts'
import { csvCell } from '#web/lib/csv.ts'
import { ordersToCsv } from './orders-csv.ts'

const order: Order = {
  _id: '5f0c2d5e-2b7f-4a8e-9a51-0d3c7d1b2a11',
  name: 'Rahim, "Rony" Uddin',
  email: 'rahim@example.com',
  phone: '+880 1712-345678',
  tourName: 'Cox’s Bazar\nbeach',
  tourPrice: 1250.5,
  reference: 'BT-7K3M9Q',
  departureId: null,
  departureDate: null,
  travellers: 1,
  expired: false,
  holdExpiresAt: null,
  userUid: 'u1',
  isPaid: false,
  cancelled: false,
  tourId: null,
  createdAt: '2026-11-22T07:00:00.000Z',
  amount: null,
  created: null,
  last4: null,
  transaction: null,
  status: 'unpaid',
  paidAmount: 0,
  refundedAmount: 0,
  cancelledBy: null,
  cancellationPolicy: null,
  depositAmount: null,
  balanceDue: 1250.5,
  balanceDueOn: null,
  balanceOverdue: false,
}

describe('csvCell', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvCell('Sylhet')).toBe('Sylhet')
    expect(csvCell(-5)).toBe('-5')
    expect(csvCell(null)).toBe('')
  })

  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell('cr\rlf')).toBe('"cr\rlf"')
  })

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`)
    expect(csvCell('+1')).toBe("'+1")
    expect(csvCell('-2+3')).toBe("'-2+3")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\tcmd')).toBe("'\tcmd")
  })
})

describe('ordersToCsv', () => {
  it('writes a header and one row per order', () => {
    const paid: Order = {
      ...order,
      isPaid: true,
      status: 'paid',
      paidAmount: 1250.5,
      name: 'Karim',
      created: '2026-11-23T08:00:00.000Z',
      departureDate: '2026-12-04',
      travellers: 3,
    }
    const csv = ordersToCsv([order, paid])
    const lines = csv.split('\r\n')
    expect(lines[0]).toBe(
      'Order id,Reference,Booked at,Customer name,Email,Phone,Tour,Tour id,Departure date,Travellers,Price (USD),Status,Paid at,Customer account',
    )
    expect(lines[1]).toBe(
      `${order._id},BT-7K3M9Q,2026-11-22T07:00:00.000Z,"Rahim, ""Rony"" Uddin",rahim@example.com,'+880 1712-345678,"Cox’s Bazar\nbeach",,,1,1250.5,Not Paid,,u1`,
    )
    expect(lines[2]).toContain(',Karim,')
    expect(lines[2]).toContain(',2026-12-04,3,')
    expect(lines[2]).toContain(',Paid,2026-11-23T08:00:00.000Z,')
    expect(lines.at(-1)).toBe('')
  })
})
