/**
 * Gives the app its database and every request its context (`request.ctx`); closing the app
 * closes the database.
 */
import fp from 'fastify-plugin'
import type { Database } from '#server/db/client.ts'
import type { CatalogCache } from '#server/features/catalog/catalog-cache.ts'
import type { Ctx } from '#server/lib/context.ts'

declare module 'fastify' {
  interface FastifyInstance {
    database: Database
  }
  interface FastifyRequest {
    ctx: Ctx
  }
}

export interface DatabasePluginOptions {
  database: Database
  publicUrl: string
  mailQueued: () => void
  catalogCache: CatalogCache
}

export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, { database, publicUrl, mailQueued, catalogCache }) => {
    app.decorate('database', database)
    app.decorateRequest('ctx', null as unknown as Ctx)
    app.addHook('onRequest', (request, _reply, done) => {
      request.ctx = { db: database.db, publicUrl, mailQueued, catalogCache }
      done()
    })
    app.addHook('onClose', async () => {
      await database.close()
    })
  },
  { name: 'database' },
)
