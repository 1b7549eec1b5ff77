/**
 * /sitemap.xml (Home, About, Contact, the policy pages, every division and tour page, with lastmod, each in
 * English and Bangla, every entry naming its other language) and /robots.txt pointing at it.
 * Private areas (dashboard, API) are kept out of crawlers' way.
 *
 * Past `urlsPerFile` URLs (50,000 by the protocol; SITEMAP_URLS_PER_FILE) /sitemap.xml is a
 * sitemap index of /sitemap-1.xml, /sitemap-2.xml, …, each holding that many URLs at most (a
 * page's two languages always in the same file). Files are streamed, their tour pages read a
 * chunk at a time, so a file of 50,000 URLs never sits whole in memory.
 */
import { Readable } from 'node:stream'
import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { localePath } from '#shared/locale.ts'
import { DEFAULT_LOCALE, LOCALES } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import {
  listSitemapPlaces,
  listSitemapSummary,
  sitemapPlaceStart,
  type SitemapSummary,
} from '#server/features/catalog/index.ts'
import type { Ctx } from '#server/lib/context.ts'
import { escapeMarkup } from '#server/lib/escape.ts'

/** Tour pages read per query while a file streams (about 500 KB of XML). */
const CHUNK = 500

interface Entry {
  loc: string
  lastmod: Date | undefined
}

export const seoRoutes: FastifyPluginAsync<{ publicUrl: string; urlsPerFile: number }> = async (
  app,
  { publicUrl, urlsPerFile },
) => {
  const entriesPerFile = Math.max(1, Math.floor(urlsPerFile / LOCALES.length))

  const address = (locale: (typeof LOCALES)[number], loc: string) =>
    escapeMarkup(`${publicUrl}${localePath(locale, loc)}`)
  /** A page's <url> in each language; its addresses made once for all of them. */
  const urls = ({ loc, lastmod }: Entry) => {
    const addresses = LOCALES.map((locale) => [locale, address(locale, loc)] as const)
    const links = [...addresses, ['x-default', address(DEFAULT_LOCALE, loc)] as const]
      .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${href}"/>`)
      .join('')
    const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''
    return addresses
      .map(([, href]) => `  <url><loc>${href}</loc>${modified}${links}</url>\n`)
      .join('')
  }

  /** The entries before the tour pages: Home, About, Contact, the policy pages and the divisions. */
  const fixedEntries = (summary: SitemapSummary): Entry[] => [
    { loc: paths.root, lastmod: summary.latest },
    { loc: paths.about, lastmod: undefined },
    { loc: paths.contact, lastmod: undefined },
    { loc: paths.terms, lastmod: undefined },
    { loc: paths.privacy, lastmod: undefined },
    { loc: paths.refundPolicy, lastmod: undefined },
    { loc: paths.giftVouchers, lastmod: undefined },
    ...summary.divisions.map((d) => ({
      loc: paths.division(d.divisionName, d._id),
      lastmod: d.lastmod,
    })),
  ]

  /** Entries [start, end) of the whole list, as a urlset. */
  async function* urlset(ctx: Ctx, summary: SitemapSummary, start: number, end: number) {
    yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n'
    const fixed = fixedEntries(summary)
    yield fixed.slice(start, end).map(urls).join('')
    let left = end - Math.max(start, fixed.length)
    let after = await sitemapPlaceStart({ ctx, skip: Math.max(0, start - fixed.length) })
    while (left > 0) {
      const rows = await listSitemapPlaces({
        ctx,
        afterPlaceId: after,
        limit: Math.min(CHUNK, left),
      })
      if (rows.length === 0) break
      yield rows.map((p) => urls({ loc: paths.tourDetails(p._id), lastmod: p.lastmod })).join('')
      left -= rows.length
      after = rows.at(-1)!.placeId
    }
    yield '</urlset>\n'
  }

  const sendXml = (reply: FastifyReply, body: string | Readable) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(body)

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const summary = await listSitemapSummary({ ctx: request.ctx })
    const total = fixedEntries(summary).length + summary.placeCount
    if (total <= entriesPerFile) {
      return sendXml(reply, Readable.from(urlset(request.ctx, summary, 0, total)))
    }
    const files = Math.ceil(total / entriesPerFile)
    const lastmod = summary.latest.toISOString()
    return sendXml(
      reply,
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...Array.from(
          { length: files },
          (_, i) =>
            `  <sitemap><loc>${escapeMarkup(`${publicUrl}/sitemap-${i + 1}.xml`)}</loc><lastmod>${lastmod}</lastmod></sitemap>`,
        ),
        '</sitemapindex>',
        '',
      ].join('\n'),
    )
  })

  app.get<{ Params: { n: string } }>(
    '/sitemap-:n(^[1-9]\\d{0,5}).xml',
    { schema: { hide: true } },
    async (request, reply) => {
      const summary = await listSitemapSummary({ ctx: request.ctx })
      const total = fixedEntries(summary).length + summary.placeCount
      const n = Number(request.params.n)
      // Without an index (a small site) there are no numbered files.
      if (total <= entriesPerFile || (n - 1) * entriesPerFile >= total) {
        return reply.callNotFound()
      }
      const start = (n - 1) * entriesPerFile
      return sendXml(
        reply,
        Readable.from(urlset(request.ctx, summary, start, Math.min(total, start + entriesPerFile))),
      )
    },
  )

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          ...LOCALES.map((locale) => `Disallow: ${localePath(locale, paths.dashboard)}`),
          'Disallow: /api/',
          `Sitemap: ${publicUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  )
}
