/**
 * The app's caches (README.md here): made before the app, since the front cache answers inside
 * the HTTP server Fastify is built on, then put on the app, listened for and closed with it.
 */
import fp from 'fastify-plugin'
import type { Config } from '#server/config.ts'
import { CatalogCache, catalogCachePlugin } from './catalog-cache.ts'
import { DeparturesCache, departuresCachePlugin } from './departures-cache.ts'
import { FrontCache } from './front-cache.ts'
import { OverviewCache, overviewCachePlugin } from './overview-cache.ts'
import { createPageCache, type PageCache } from './page-cache.ts'

export interface Caches {
  catalog: CatalogCache
  departures: DeparturesCache
  front: FrontCache
  pages: PageCache
  overview: OverviewCache
}

export function createCaches(config: Pick<Config, 'logLevel'>): Caches {
  const catalog = new CatalogCache()
  return {
    catalog,
    departures: new DeparturesCache(),
    // Off when every request is to be logged: it answers before Fastify sees the request.
    front: new FrontCache({
      currentStamp: () => catalog.stamp,
      enabled: !['debug', 'trace'].includes(config.logLevel),
    }),
    pages: createPageCache(),
    overview: new OverviewCache(),
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    frontCache: FrontCache
    catalogCache: CatalogCache
    /** Tours' upcoming departures with their live seats (features/departures). */
    departuresCache: DeparturesCache
    /** Server-rendered pages by path. */
    pageCache: PageCache
    /** The overview's sums (features/overview). */
    overviewCache: OverviewCache
  }
}

/** Needs the database plugin: the catalogue cache listens for its changes. */
export const cachesPlugin = fp<{ caches: Caches }>(
  async (app, { caches }) => {
    app.decorate('frontCache', caches.front)
    app.decorate('catalogCache', caches.catalog)
    app.decorate('departuresCache', caches.departures)
    app.decorate('pageCache', caches.pages)
    app.decorate('overviewCache', caches.overview)
    app.addHook('preClose', async () => caches.front.close())
    await app.register(catalogCachePlugin, { cache: caches.catalog })
    await app.register(departuresCachePlugin, {
      cache: caches.departures,
      catalog: caches.catalog,
    })
    await app.register(overviewCachePlugin, { cache: caches.overview })
  },
  { name: 'caches', dependencies: ['database'] },
)
