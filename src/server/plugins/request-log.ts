/**
 * One log line per request, ours rather than Fastify's two: at debug level for every request, at
 * info only for those that need a look (failed or slow). The balancer's access log has the rest,
 * and a log line per request was a tenth of a small answer's cost. LOG_LEVEL=debug logs every
 * request here too. A balancer's request id (nginx's $request_id) is logged as clientRequestId,
 * apart from ours: a client's id could collide with another request's or be forged.
 */
import fp from 'fastify-plugin'

/** A request that takes this long is logged at info level whatever its status. */
const SLOW_MS = 1000

export const requestLogPlugin = fp(
  async (app) => {
    app.addHook('onResponse', (request, reply, done) => {
      const ms = reply.elapsedTime
      const level = reply.statusCode >= 400 || ms >= SLOW_MS ? 'info' : 'debug'
      // 64 printable characters at most.
      const clientId = request.headers['x-request-id']
      const clientRequestId = clientId ? `${clientId}`.slice(0, 64).replace(/[^ -~]/g, '?') : ''
      request.log[level](
        {
          method: request.method,
          url: request.url,
          statusCode: reply.statusCode,
          ms,
          ...(clientRequestId ? { clientRequestId } : {}),
        },
        'request',
      )
      done()
    })
  },
  { name: 'request-log' },
)
