import { describe, expect, it } from 'vitest'
import { smsSize } from './sms-segments.ts'

describe('SMS segments', () => {
  it('counts GSM 7-bit text: 160 in one, 153 a segment beyond', () => {
    expect(smsSize('')).toEqual({ encoding: 'gsm7', units: 0, segments: 0 })
    expect(smsSize('a'.repeat(160))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 })
    expect(smsSize('a'.repeat(161)).segments).toBe(2)
    expect(smsSize('a'.repeat(306)).segments).toBe(2)
    expect(smsSize('a'.repeat(307)).segments).toBe(3)
  })

  it('counts the extension characters twice', () => {
    expect(smsSize('€').units).toBe(2)
    expect(smsSize('[x]').units).toBe(5)
    expect(smsSize('{'.repeat(80)).segments).toBe(1)
    expect(smsSize('{'.repeat(81)).segments).toBe(2)
  })

  it('sends any other character as UCS-2: 70 in one, 67 a segment beyond', () => {
    expect(smsSize('বুকিং')).toEqual({ encoding: 'ucs2', units: 5, segments: 1 })
    expect(smsSize('ক'.repeat(70)).segments).toBe(1)
    expect(smsSize('ক'.repeat(71)).segments).toBe(2)
    expect(smsSize('ক'.repeat(134)).segments).toBe(2)
    expect(smsSize('ক'.repeat(135)).segments).toBe(3)
  })

  it('turns a whole English text into UCS-2 for one character outside the alphabet', () => {
    const text = `${'a'.repeat(100)}’`
    expect(smsSize(text)).toEqual({ encoding: 'ucs2', units: 101, segments: 2 })
  })

  it('counts an emoji as two UTF-16 units', () => {
    expect(smsSize('🙂').units).toBe(2)
  })
})
