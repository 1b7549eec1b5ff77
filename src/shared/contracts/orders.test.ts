/**
 * The booking's contact phone, as the form and the API read it: a number typed with a Bangla
 * keyboard is accepted and comes out in Latin digits, the same on the server as in the browser.
 */
import { describe, expect, it } from 'vitest'
import { messages } from '../messages.ts'
import { optionalPhoneSchema } from './auth.ts'
import { orderInputSchema, phoneSchema } from './orders.ts'
import { waitlistJoinSchema } from './waitlist.ts'

const booking = {
  tourId: '101',
  name: 'Nusrat Jahan',
  email: 'nusrat@example.com',
}

describe('phone numbers in Bangla digits', () => {
  it('are accepted and stored in Latin digits', () => {
    expect(phoneSchema.parse('০১৭১২৩৪৫৬৭৮')).toBe('01712345678')
    expect(phoneSchema.parse(' +৮৮০ ১৭১২-৩৪৫৬৭৮ ')).toBe('+880 1712-345678')
    // Digits of both scripts in one number, as a phone's keyboard may switch mid-way.
    expect(phoneSchema.parse('০১৭12৩৪৫৬৭৮')).toBe('01712345678')
    expect(phoneSchema.parse('01712345678')).toBe('01712345678')
  })

  it('go through every form that takes a phone', () => {
    const order = orderInputSchema.parse({ ...booking, phone: '০১৭১২৩৪৫৬৭৮' })
    expect(order.phone).toBe('01712345678')
    const waitlist = waitlistJoinSchema.parse({
      travellers: 2,
      name: 'Nusrat Jahan',
      phone: '০১৭১২৩৪৫৬৭৮',
    })
    expect(waitlist.phone).toBe('01712345678')
    expect(optionalPhoneSchema.parse('০১৭১২৩৪৫৬৭৮')).toBe('01712345678')
    expect(optionalPhoneSchema.parse('')).toBe('')
  })

  it('are still refused when they are no phone number', () => {
    for (const phone of ['০১৭', 'ফোন নম্বর', '০১৭১২৩৪৫৬৭৮ext', '١٢٣٤٥٦٧٨٩٠']) {
      const result = orderInputSchema.safeParse({ ...booking, phone })
      expect(result.success, phone).toBe(false)
      expect(result.error?.issues[0]?.message, phone).toBe(messages.validation.phoneInvalid)
    }
    const empty = orderInputSchema.safeParse({ ...booking, phone: '  ' })
    expect(empty.error?.issues[0]?.message).toBe(messages.validation.phoneRequired)
  })
})
