/**
 * The OpenAPI document is the contract in full, and agrees with the server: every operation is
 * named, tagged, described and documents its 4xx; its security requirement matches the route ×
 * role matrix (tests/security/route-access.ts); paths the spec spells with different parameter
 * names are one path each; and where a body field takes a number or a numeric string (the form's
 * text inputs), the document says both and the server refuses anything else with a 400 naming
 * the field; every paged list answers one page shape and takes one cursor (decision 042).
 * `npm run lint:api` lints the same document with Spectral and Redocly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routeAccess } from '#tests/security/route-access.ts'
import { createAccount, uniqueEmail, type TestAccount } from '#tests/support/accounts.ts'
import { createTestApp, type TestApp } from '#tests/support/test-app.ts'

interface Schema {
  type?: string
  anyOf?: Schema[]
  properties?: Record<string, Schema>
  required?: string[]
  pattern?: string
  maxLength?: number
}
interface Operation {
  operationId?: string
  tags?: string[]
  description?: string
  security?: Array<Record<string, string[]>>
  parameters?: Array<{ name: string; in: string; schema: Schema }>
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> }
}
interface Document {
  tags: Array<{ name: string; description?: string }>
  paths: Record<string, Record<string, Operation>>
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> }
}

const ADMIN_EMAIL = uniqueEmail('admin')
let t: TestApp
let doc: Document
let admin: TestAccount

beforeAll(async () => {
  t = await createTestApp({ seed: 'demo', config: { adminEmails: [ADMIN_EMAIL] } })
  admin = await createAccount(t, { email: ADMIN_EMAIL })
  doc = (await t.app.inject('/api/openapi.json')).json() as Document
})
afterAll(() => t.close())

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  )

describe('the OpenAPI document', () => {
  it('names, tags and describes every operation, and documents its 4xx', () => {
    const all = operations()
    expect(all.length).toBeGreaterThan(30)
    const tagNames = new Set(doc.tags.map((tag) => tag.name))
    const ids = new Set<string>()
    for (const { path, method, operation } of all) {
      const where = `${method.toUpperCase()} ${path}`
      expect(operation.operationId, where).toMatch(/^[a-z]+[A-Za-z0-9]*$/)
      expect(ids.has(operation.operationId!), `${where}: operationId taken`).toBe(false)
      ids.add(operation.operationId!)
      expect(operation.tags?.length, where).toBeGreaterThan(0)
      for (const tag of operation.tags!) expect(tagNames, where).toContain(tag)
      expect(operation.description?.length ?? 0, where).toBeGreaterThan(10)
      expect(
        Object.keys(operation.responses).some((status) => status.startsWith('4')),
        where,
      ).toBe(true)
    }
    for (const tag of doc.tags) expect(tag.description?.length ?? 0, tag.name).toBeGreaterThan(0)
  })

  it('asks for the session cookie exactly where the route × role matrix does', () => {
    const scheme = doc.components.securitySchemes.sessionCookie!
    expect(scheme).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'better-auth.session_token',
    })
    let checked = 0
    for (const rule of routeAccess) {
      if (!rule.url.startsWith('/api/') || rule.url.startsWith('/api/auth')) continue
      const path = rule.url.replace(/:(\w+)/g, '{$1}')
      const operation = doc.paths[path]?.[rule.method.toLowerCase()]
      if (!operation) continue // hidden from the document (e.g. the docs page itself)
      const where = `${rule.method} ${path}`
      expect(operation.security, where).toEqual(
        rule.access === 'public' ? [] : [{ sessionCookie: [] }],
      )
      checked++
    }
    expect(checked).toBeGreaterThan(25)
  })

  it('answers every page of every paged list in one shape, asked for by one cursor', () => {
    const paged = operations().filter(({ operation }) =>
      operation.parameters?.some((p) => p.in === 'query' && p.name === 'cursor'),
    )
    expect(paged.length).toBeGreaterThan(10)
    const cursors = new Set<string>()
    for (const { path, method, operation } of paged) {
      const where = `${method} ${path}`
      cursors.add(JSON.stringify(operation.parameters!.find((p) => p.name === 'cursor')!.schema))
      const answer = operation.responses['200']!.content!['application/json']!.schema
      // Lists that answered whole before paging still do without limit or cursor.
      const pages = (answer.anyOf ?? [answer]).filter((schema) => schema.properties?.nextCursor)
      expect(pages, where).toHaveLength(1)
      const page = pages[0]!
      expect(page.required, where).toEqual(expect.arrayContaining(['items', 'nextCursor', 'total']))
      expect(page.properties!.items!.type, where).toBe('array')
    }
    expect([...cursors]).toEqual([
      JSON.stringify({ type: 'string', maxLength: 300, pattern: '^[A-Za-z0-9_-]+$' }),
    ])
  })

  it("documents the spec's paths that differ only in parameter name as one path each", () => {
    expect(Object.keys(doc.paths['/api/place/{id}']!).sort()).toEqual(['get', 'put'])
    expect(Object.keys(doc.paths['/api/order/{id}']!).sort()).toEqual(['delete', 'get'])
    for (const path of Object.keys(doc.paths)) {
      const shape = path.replace(/\{[^}]+\}/g, '{}')
      const same = Object.keys(doc.paths).filter((p) => p.replace(/\{[^}]+\}/g, '{}') === shape)
      expect(same, shape).toHaveLength(1)
    }
  })
})

describe('types the document and the server agree on', () => {
  const plan = (overrides: Record<string, unknown>) => ({
    placeId: 700_000 + Math.floor(Math.random() * 100_000),
    placeName: 'Contract Test Plan',
    description: 'A plan made by the contract test.',
    price: 250,
    review: 3,
    duration: 2,
    rating: 4.5,
    parentID: 2,
    divisionName: 'Chattogram',
    image: 'https://example.com/plan.jpg',
    ...overrides,
  })
  const post = (body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/place',
      headers: { cookie: admin.cookie, origin: 'http://127.0.0.1' },
      payload: body as Record<string, unknown>,
    })

  it('says a plan number may be a number or a numeric string, and the server takes both', async () => {
    const schema = doc.paths['/api/place']!.post!.requestBody!.content['application/json']!.schema
    const price = schema.properties!.price as { anyOf: Array<{ type: string; pattern?: string }> }
    expect(price.anyOf.map((option) => option.type).sort()).toEqual(['number', 'string'])
    const pattern = new RegExp(price.anyOf.find((option) => option.type === 'string')!.pattern!)
    for (const text of ['1250', ' 99.5 ', '0']) expect(pattern.test(text), text).toBe(true)
    for (const text of ['12abc', '', 'one']) expect(pattern.test(text), text).toBe(false)

    expect((await post(plan({ price: 1250 }))).statusCode).toBe(200)
    const asText = await post(plan({ price: '1250' }))
    expect(asText.statusCode).toBe(200)
    expect(asText.json().price).toBe(1250)
  })

  it('refuses what the document does not allow, naming the field', async () => {
    for (const [field, value] of [
      ['price', '12abc'],
      ['price', true],
      ['duration', '2.5'],
      ['parentID', [2]],
    ] as const) {
      const refused = await post(plan({ [field]: value }))
      expect(refused.statusCode, `${field}=${JSON.stringify(value)}`).toBe(400)
      expect(refused.json().error.details[0].path).toBe(`/${field}`)
    }
  })

  it('refuses a path parameter of the wrong form with a 400 naming it', async () => {
    for (const url of ['/api/place/abc', '/api/place/-3', '/api/place/1.5']) {
      const refused = await t.app.inject(url)
      expect(refused.statusCode, url).toBe(400)
      expect(refused.json().error.details[0].path, url).toBe('/id')
    }
    const wrongEmail = await t.app.inject({
      url: '/api/order/not-an-email',
      headers: { cookie: admin.cookie },
    })
    expect(wrongEmail.statusCode).toBe(400)
    expect(wrongEmail.json().error.details[0].path).toBe('/id')
    expect((await t.app.inject('/api/place/2')).statusCode).toBe(200)
  })
})
