/**
 * Gives the app its database and every request its context (`request.ctx`); closing the app
 * closes the database.
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

export interface DatabasePluginOptions {
  database: Database
  /** The context every request starts from (a copy each, so a guard's user stays its own). */
  ctx: Omit<Ctx, 'user'>
}

export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, { database, ctx }) => {
    app.decorate('database', database)
    app.decorateRequest('ctx', null as unknown as Ctx)
    app.addHook('onRequest', (request, _reply, done) => {
      request.ctx = { ...ctx, log: request.log }
      done()
    })
    app.addHook('onClose', async () => {
      await database.close()
    })
  },
  { name: 'database' },
)
