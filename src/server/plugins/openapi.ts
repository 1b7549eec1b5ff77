/**
 * The OpenAPI document, generated from the routes' zod schemas, at /api/openapi.json, and
 * readable docs at /api/docs.
 */
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

export const openApiPlugin = fp<{ publicUrl: string }>(
  async (app, { publicUrl }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Bangla Tours API',
          description:
            'Catalogue, reviews, orders and payments of the Bangla Tours website. Errors are `{ error: { code, message, details? } }`.',
          version: '1.0.0',
        },
        servers: [{ url: publicUrl }],
      },
      transform: jsonSchemaTransform,
    })
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true })
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger())
  },
  { name: 'openapi' },
)
