/**
 * /sitemap.xml (Home, About, Contact, every division and tour page, with lastmod, each in
 * English and Bangla, every entry naming its other language) and /robots.txt pointing at it.
 * Private areas (dashboard, API) are kept out of crawlers' way.
 */
import type { FastifyPluginAsync } from 'fastify'
import { localePath } from '#shared/locale.ts'
import { DEFAULT_LOCALE, LOCALES } from '#shared/messages.ts'
import { paths } from '#shared/paths.ts'
import { listSitemapEntries } from '#server/features/catalog/list-sitemap-entries.ts'
import { escapeMarkup } from '#server/lib/escape.ts'

export const seoRoutes: FastifyPluginAsync<{ publicUrl: string }> = async (app, { publicUrl }) => {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const { divisions, places } = await listSitemapEntries({ ctx: request.ctx })
    const latest = [...divisions, ...places].reduce(
      (acc, entry) => (entry.lastmod > acc ? entry.lastmod : acc),
      new Date(0),
    )
    const urls = [
      { loc: paths.root, lastmod: latest },
      { loc: paths.about, lastmod: undefined },
      { loc: paths.contact, lastmod: undefined },
      ...divisions.map((d) => ({ loc: paths.division(d.divisionName, d._id), lastmod: d.lastmod })),
      ...places.map((p) => ({ loc: paths.tourDetails(p._id), lastmod: p.lastmod })),
    ]
    const address = (locale: (typeof LOCALES)[number], loc: string) =>
      escapeMarkup(`${publicUrl}${localePath(locale, loc)}`)
    const alternates = (loc: string) =>
      [
        ...LOCALES.map((locale) => [locale, address(locale, loc)]),
        ['x-default', address(DEFAULT_LOCALE, loc)],
      ]
        .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${href}"/>`)
        .join('')
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...urls.flatMap(({ loc, lastmod }) =>
        LOCALES.map(
          (locale) =>
            `  <url><loc>${address(locale, loc)}</loc>${
              lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''
            }${alternates(loc)}</url>`,
        ),
      ),
      '</urlset>',
      '',
    ].join('\n')
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(body)
  })

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
