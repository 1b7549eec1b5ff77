/**
 * LISTEN on a PostgreSQL server through one dedicated connection (a pooled one would be handed
 * to other queries). When the connection drops, notifications may be missed: `onListening(false)`
 * tells the listener to stop trusting what it knows, and we reconnect with backoff, calling
 * `onListening(true)` once listening resumes.
 */
import pg from 'pg'

export interface ListenHandlers {
  /** A NOTIFY arrived on the channel. */
  onNotify(payload: string): void
  /**
   * false: the connection was lost, notifications from now on are missed; true: listening
   * again (what happened in between is unknown). Never called by the embedded engine.
   */
  onListening?(listening: boolean): void
}

export async function listenPostgres(
  url: string,
  channel: string,
  { onNotify, onListening = () => {} }: ListenHandlers,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined
  let stopped = false
  let retryTimer: NodeJS.Timeout | undefined
  let delayMs = 250

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 })
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '')
    })
    next.on('error', () => lost(next))
    next.on('end', () => lost(next))
    try {
      await next.connect()
      await next.query(`LISTEN "${channel.replace(/"/g, '""')}"`)
    } catch (error) {
      // Connected but not listening (or not even connected): close it before the next try.
      quiet(next)
      await next.end().catch(() => {})
      throw error
    }
    client = next
    delayMs = 250
  }

  function lost(which: pg.Client) {
    if (stopped || client !== which) return
    client = undefined
    quiet(which)
    void which.end().catch(() => {})
    onListening(false)
    retry()
  }

  function retry() {
    if (stopped || retryTimer) return
    retryTimer = setTimeout(() => {
      retryTimer = undefined
      connect().then(
        () => onListening(true),
        () => {
          delayMs = Math.min(delayMs * 2, 10_000)
          retry()
        },
      )
    }, delayMs)
    retryTimer.unref()
  }

  await connect()
  return async () => {
    stopped = true
    if (retryTimer) clearTimeout(retryTimer)
    const current = client
    client = undefined
    if (current) quiet(current)
    await current?.end().catch(() => {})
  }
}

/**
 * A client being dropped hears nothing more, but keeps an error listener: a socket that fails
 * while it closes emits 'error', and an 'error' with no listener ends the process.
 */
function quiet(client: pg.Client): void {
  client.removeAllListeners()
  client.on('error', () => {})
}
