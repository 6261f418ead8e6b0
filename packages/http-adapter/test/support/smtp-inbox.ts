import type { Server } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A message as it arrived: who it went to and its parts. */
export type Received = {
  readonly to: readonly string[]
  readonly subject: string
  readonly text: string
  readonly html: string
  readonly messageId: string
  readonly raw: ParsedMail
}

export type Inbox = {
  readonly url: string
  readonly port: number
  readonly messages: Received[]
  /** Connections turned away while `refusing`. */
  readonly refused: () => number
  /** While true, every connection is answered with a temporary failure. */
  refusing: boolean
  close(): Promise<void>
}

/** A real SMTP server on a loopback port that keeps every message it accepts. */
export const startInbox = async (port = 0): Promise<Inbox> => {
  const messages: Received[] = []
  let refused = 0
  const inbox: Inbox = {
    url: '',
    port: 0,
    messages,
    refused: () => refused,
    refusing: false,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      if (!inbox.refusing) return callback()
      refused++
      const err = Object.assign(new Error('Try again later'), { responseCode: 421 })
      return callback(err)
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          messages.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            messageId: mail.messageId ?? '',
            raw: mail,
          })
          callback()
        },
        (err: Error) => callback(err),
      )
    },
  })
  const address = await new Promise<ReturnType<Server['address']>>((resolve, reject) => {
    server.once('error', reject)
    const listener: Server = server.listen(port, '127.0.0.1', () => resolve(listener.address()))
  })
  const bound = typeof address === 'object' && address !== null ? address.port : port
  return Object.assign(inbox, { url: `smtp://127.0.0.1:${bound}`, port: bound })
}

/** Waits until `check` answers something other than undefined, or fails after `timeoutMs`. */
export const eventually = async <A>(
  check: () => A | undefined | Promise<A | undefined>,
  what: string,
  timeoutMs = 20_000,
): Promise<A> => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await sleep(50)
  }
}
