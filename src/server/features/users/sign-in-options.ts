import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { signInOptionsSchema } from '#shared/contracts/auth.ts'

/** Which sign-in methods the site offers, for the login page (Google only when configured). */
export const signInOptionsRoutes: FastifyPluginAsyncZod<{ google: boolean }> = async (
  app,
  { google },
) => {
  app.get(
    '/sign-in-options',
    {
      schema: {
        tags: ['users'],
        summary: 'Which sign-in methods the site offers',
        response: { 200: signInOptionsSchema },
      },
    },
    async () => ({ google }),
  )
}
