/**
 * /sitemap.xml (Home, About, Contact, every division and tour page, with lastmod) and
 * /robots.txt pointing at it. Private areas (dashboard, API) are kept out of crawlers' way.
 */
import type { FastifyPluginAsync } from 'fastify'
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
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls.map(
        ({ loc, lastmod }) =>
          `  <url><loc>${escapeMarkup(`${publicUrl}${loc}`)}</loc>${
            lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''
          }</url>`,
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
          `Disallow: ${paths.dashboard}`,
          'Disallow: /api/',
          `Sitemap: ${publicUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  )
}
