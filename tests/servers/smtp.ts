/**
 * A real SMTP server (npm smtp-server) on 127.0.0.1 that keeps every mail it receives, parsed,
 * so tests can read what our outbox sent. It can start on a port chosen in advance, to play a
 * mail server that comes up late.
 */
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { freePort } from '#tests/support/net.ts'

export interface ReceivedMail {
  envelopeTo: string[]
  parsed: ParsedMail
  raw: string
}

export interface SmtpTestServer {
  port: number
  url: string
  mails: ReceivedMail[]
  start(): Promise<void>
  stop(): Promise<void>
  /** Resolves when at least `count` mails have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>
}

export async function createSmtpServer(port?: number): Promise<SmtpTestServer> {
  const chosen = port ?? (await freePort())
  const mails: ReceivedMail[] = []
  let server: SMTPServer | undefined

  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8')
          simpleParser(raw)
            .then((parsed) => {
              mails.push({
                envelopeTo: session.envelope.rcptTo.map((r) => r.address),
                parsed,
                raw,
              })
              callback()
            })
            .catch(callback)
        })
      },
    })

  return {
    port: chosen,
    url: `smtp://127.0.0.1:${chosen}`,
    mails,
    async start() {
      server = make()
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject)
        server!.listen(chosen, '127.0.0.1', () => resolve())
      })
    },
    async stop() {
      if (!server) return
      await new Promise<void>((resolve) => server!.close(() => resolve()))
      server = undefined
    },
    async waitFor(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs
      while (mails.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`expected ${count} mails, got ${mails.length}`)
        }
        await new Promise((r) => setTimeout(r, 50))
      }
      return mails
    },
  }
}
