import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

describe('loadConfig', () => {
  it('has defaults for a local run', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      seed: 'demo',
    })
  })
  it('names the variable when a value is bad', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError)
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid PORT/)
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/^Invalid DATABASE_URL/)
    expect(() => loadConfig({ SEED: 'lots' })).toThrow(/^Invalid SEED/)
    expect(() => loadConfig({ HOLD_HOURS: '0' })).toThrow(/^Invalid HOLD_HOURS/)
    expect(() => loadConfig({ HOLD_HOURS: 'a day' })).toThrow(/^Invalid HOLD_HOURS/)
    expect(loadConfig({ HOLD_HOURS: '0.5' }).holdHours).toBe(0.5)
    expect(loadConfig({}).holdHours).toBe(24)
  })
  it('treats empty values as unset and trims a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PORT: '', PUBLIC_URL: 'https://tours.example/' })).toMatchObject({
      port: 3000,
      publicUrl: 'https://tours.example',
    })
  })

  it('requires AUTH_SECRET in production and both Google variables together', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/^Invalid AUTH_SECRET: required/)
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'short' })).toThrow(
      /^Invalid AUTH_SECRET/,
    )
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/^Invalid GOOGLE_CLIENT_SECRET/)
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }).google).toMatchObject({
      clientId: 'id',
      discoveryUrl: 'https://accounts.google.com/.well-known/openid-configuration',
    })
  })

  it('trusts a proxy on loopback in production unless TRUST_PROXY names others', () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) }
    expect(loadConfig({}).trustProxy).toEqual([])
    expect(loadConfig(production).trustProxy).toEqual(['loopback'])
    expect(
      loadConfig({ ...production, TRUST_PROXY: ' 10.0.0.0/8, uniquelocal,::1 ' }).trustProxy,
    ).toEqual(['10.0.0.0/8', 'uniquelocal', '::1'])
    for (const bad of ['true', '*', '10.0.0.0/33', 'nginx', '10.0.0.1/8/2']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/^Invalid TRUST_PROXY/)
    }
  })

  it('reads ADMIN_EMAILS as a lower-cased list', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' Boss@Example.com, ops@example.com ' }).adminEmails).toEqual(
      ['boss@example.com', 'ops@example.com'],
    )
    expect(() => loadConfig({ ADMIN_EMAILS: 'not-an-email' })).toThrow(/^Invalid ADMIN_EMAILS/)
  })

  it("reads the receipts' trade licence, BIN and VAT rate (unset: not VAT-registered)", () => {
    expect(loadConfig({}).invoice).toEqual({ tradeLicence: null, bin: null, vatPercent: 0 })
    expect(
      loadConfig({
        COMPANY_TRADE_LICENCE: ' TRAD/DNCC/012345/2024 ',
        COMPANY_BIN: '000123456-0101',
        VAT_PERCENT: '7.5',
      }).invoice,
    ).toEqual({ tradeLicence: 'TRAD/DNCC/012345/2024', bin: '000123456-0101', vatPercent: 7.5 })
    expect(loadConfig({ COMPANY_BIN: '000123456' }).invoice.bin).toBe('000123456')
    expect(loadConfig({ VAT_PERCENT: '0.07' }).invoice.vatPercent).toBe(0.07)
    for (const bad of [
      '12345678',
      '000123456-01011',
      '0001-2345-6',
      'BIN000123456',
      '000 123 456',
    ]) {
      expect(() => loadConfig({ COMPANY_BIN: bad }), bad).toThrow(
        /^Invalid COMPANY_BIN: must be a BIN/,
      )
    }
    expect(() => loadConfig({ VAT_PERCENT: '15.005' })).toThrow(
      /^Invalid VAT_PERCENT: must have at most 2 decimals/,
    )
    expect(() => loadConfig({ VAT_PERCENT: '51' })).toThrow(
      /^Invalid VAT_PERCENT: must be at most 50/,
    )
    expect(() => loadConfig({ VAT_PERCENT: '-1' })).toThrow(/^Invalid VAT_PERCENT/)
    expect(() => loadConfig({ VAT_PERCENT: 'fifteen' })).toThrow(/^Invalid VAT_PERCENT/)
    expect(() => loadConfig({ COMPANY_TRADE_LICENCE: 'x'.repeat(61) })).toThrow(
      /^Invalid COMPANY_TRADE_LICENCE/,
    )
  })

  it('prices in dollars unless told taka, and the taka demo goes with taka', () => {
    expect(loadConfig({})).toMatchObject({ pricingCurrency: 'usd', seed: 'demo' })
    expect(loadConfig({ PRICING_CURRENCY: 'BDT' })).toMatchObject({
      pricingCurrency: 'bdt',
      seed: 'demo-bd',
    })
    expect(loadConfig({ SEED: 'demo-bd' })).toMatchObject({ pricingCurrency: 'bdt' })
    expect(loadConfig({ PRICING_CURRENCY: 'bdt', SEED: 'none' }).seed).toBe('none')
    expect(() => loadConfig({ PRICING_CURRENCY: 'eur' })).toThrow(/PRICING_CURRENCY/)
    expect(() => loadConfig({ PRICING_CURRENCY: 'bdt', SEED: 'demo' })).toThrow(/Invalid SEED/)
    expect(() => loadConfig({ PRICING_CURRENCY: 'usd', SEED: 'demo-bd' })).toThrow(/Invalid SEED/)
  })

  it('offers bKash with all four of its credentials, at its sandbox unless told live', () => {
    const credentials = {
      BKASH_USERNAME: 'merchant',
      BKASH_PASSWORD: 'secret-password',
      BKASH_APP_KEY: 'app-key',
      BKASH_APP_SECRET: 'app-secret',
    }
    expect(loadConfig({}).bkash).toBeNull()
    expect(loadConfig(credentials).bkash).toEqual({
      baseUrl: 'https://tokenized.sandbox.bka.sh/v1.2.0-beta',
      username: 'merchant',
      password: 'secret-password',
      appKey: 'app-key',
      appSecret: 'app-secret',
    })
    expect(loadConfig({ ...credentials, BKASH_SANDBOX: 'false' }).bkash?.baseUrl).toBe(
      'https://tokenized.pay.bka.sh/v1.2.0-beta',
    )
    expect(
      loadConfig({ ...credentials, BKASH_URL: 'http://127.0.0.1:4010/v1.2.0-beta/' }).bkash
        ?.baseUrl,
    ).toBe('http://127.0.0.1:4010/v1.2.0-beta')
    // One missing: the error names it, whichever it is.
    for (const name of Object.keys(credentials) as (keyof typeof credentials)[]) {
      const partial = { ...credentials, [name]: '' }
      expect(() => loadConfig(partial), name).toThrow(ConfigError)
      expect(() => loadConfig(partial), name).toThrow(
        new RegExp(`^Invalid ${name}: set all of BKASH_USERNAME, BKASH_PASSWORD`),
      )
    }
    expect(() => loadConfig({ BKASH_APP_KEY: 'app-key' })).toThrow(/^Invalid BKASH_USERNAME/)
    expect(() => loadConfig({ ...credentials, BKASH_SANDBOX: 'yes' })).toThrow(
      /^Invalid BKASH_SANDBOX: must be true or false/,
    )
    expect(() => loadConfig({ ...credentials, BKASH_URL: 'ftp://bkash' })).toThrow(
      /^Invalid BKASH_URL/,
    )
  })
  it('offers SMS with SSL Wireless token and sender ID, WhatsApp with all four settings', () => {
    expect(loadConfig({}).phone).toEqual({ sms: null, whatsapp: null })
    const sms = { SSL_WIRELESS_API_TOKEN: 'token', SSL_WIRELESS_SID: 'BANGLATOURS' }
    expect(loadConfig(sms).phone.sms).toEqual({
      baseUrl: 'https://smsplus.sslwireless.com',
      apiToken: 'token',
      sid: 'BANGLATOURS',
      webhookToken: null,
    })
    expect(() => loadConfig({ SSL_WIRELESS_SID: 'X' })).toThrow(
      /^Invalid SSL_WIRELESS_API_TOKEN: set both/,
    )
    expect(() => loadConfig({ ...sms, SMS_WEBHOOK_TOKEN: 'short' })).toThrow(
      /^Invalid SMS_WEBHOOK_TOKEN: must be at least 16 characters/,
    )
    const whatsapp = {
      WHATSAPP_TOKEN: 'EAAG-token',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_APP_SECRET: 'app-secret',
      WHATSAPP_VERIFY_TOKEN: 'verify',
    }
    expect(
      loadConfig({ ...whatsapp, WHATSAPP_API_URL: 'http://127.0.0.1:9/v21.0/' }).phone,
    ).toEqual({
      sms: null,
      whatsapp: {
        baseUrl: 'http://127.0.0.1:9/v21.0',
        token: 'EAAG-token',
        phoneNumberId: '106540352242922',
        appSecret: 'app-secret',
        verifyToken: 'verify',
      },
    })
    expect(() => loadConfig({ ...whatsapp, WHATSAPP_APP_SECRET: '' })).toThrow(
      /^Invalid WHATSAPP_APP_SECRET: set all of WHATSAPP_TOKEN/,
    )
    expect(() => loadConfig({ ...whatsapp, WHATSAPP_PHONE_NUMBER_ID: '+880' })).toThrow(
      /^Invalid WHATSAPP_PHONE_NUMBER_ID/,
    )
  })
  it("reads the tour page's map tiles: OpenStreetMap's unless set, none when empty", () => {
    expect(loadConfig({}).map).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    })
    expect(loadConfig({ MAP_TILE_URL: '' }).map.tileUrl).toBeNull()
    expect(
      loadConfig({
        MAP_TILE_URL: 'http://127.0.0.1:4100/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: 'Local tiles',
      }).map,
    ).toEqual({ tileUrl: 'http://127.0.0.1:4100/{z}/{x}/{y}.png', attribution: 'Local tiles' })
    for (const bad of [
      'tiles.example/{z}/{x}/{y}.png',
      'https://tiles.example/{z}.png',
      'ftp://t/{z}/{x}/{y}',
    ]) {
      expect(() => loadConfig({ MAP_TILE_URL: bad }), bad).toThrow(/^Invalid MAP_TILE_URL/)
    }
  })
})
