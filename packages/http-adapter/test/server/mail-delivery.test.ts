import { readdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { simpleParser } from 'mailparser'
import { afterAll, describe, expect, it } from 'vitest'
import { checkout, fillCart } from '../support/checkout'
import { createClient } from '../support/client'
import { migratedDataDir } from '../support/database-image'
import { eventually, startInbox, type Inbox } from '../support/smtp-inbox'
import { exited, spawnServer, type Spawned } from '../support/spawn-server'

// Each test starts the server from its sources once or twice (tsx compiles it as it loads): on
// a busy two-core machine one start alone has taken 40 s.
const SERVER_STARTS = 240_000

describe('the server process and its emails', () => {
  const started: Spawned[] = []
  const dirs: string[] = []
  const inboxes: Inbox[] = []
  afterAll(async () => {
    for (const s of started) if (s.child.exitCode === null) s.child.kill('SIGKILL')
    for (const i of inboxes) await i.close()
    for (const d of dirs) await rm(d, { recursive: true, force: true })
  })
  const tempDir = async () => {
    const dir = await migratedDataDir('diecut-mail-')
    dirs.push(dir)
    return dir
  }

  it(
    'delivers an email committed before a SIGKILL exactly once after the restart',
    async () => {
      const inbox = await startInbox()
      inboxes.push(inbox)
      const dataDir = await tempDir()
      const env = { DATA_DIR: dataDir, SMTP_URL: inbox.url, LOG_LEVEL: 'info' }
      // The worker looks at the outbox at start and then only after ten minutes: the order's
      // email is committed and waiting when the process is killed.
      const first = await spawnServer({ ...env, MAIL_POLL_MS: '600000' }, { timeoutMs: 150_000 })
      started.push(first)
      const client = createClient(first.url)
      await fillCart(client)
      const placed = await checkout(client)
      expect(placed.status).toBe(201)
      const number: string = placed.body.placed_order.number
      expect(placed.body.placed_order.confirmation_email).toEqual({ status: 'queued' })
      first.child.kill('SIGKILL')
      await exited(first.child)
      expect(inbox.messages).toHaveLength(0)

      const second = await spawnServer({ ...env, MAIL_POLL_MS: '100' }, { timeoutMs: 150_000 })
      started.push(second)
      const [message] = await eventually(
        () => (inbox.messages.length > 0 ? inbox.messages : undefined),
        'the delivery after the restart',
        60_000,
      )
      expect(message?.to).toEqual(['ada@example.com'])
      expect(message?.subject).toContain(number)
      await sleep(1000)
      expect(inbox.messages).toHaveLength(1)
      const again = createClient(second.url)
      again.jar.set('diecut_sid', client.jar.get('diecut_sid') ?? '')
      const read = await again.get(`/account/orders/placed/${number}`)
      expect(read.body.placed_order.confirmation_email).toEqual({ status: 'sent' })

      second.child.kill('SIGTERM')
      expect(await exited(second.child)).toBe(0)
    },
    SERVER_STARTS,
  )

  it(
    'writes emails as .eml files under DATA_DIR/mail without SMTP_URL, and says so at start',
    async () => {
      const dataDir = await tempDir()
      const server = await spawnServer(
        { DATA_DIR: dataDir, MAIL_POLL_MS: '100', LOG_LEVEL: 'info' },
        { timeoutMs: 150_000 },
      )
      started.push(server)
      expect(server.output()).toContain('no SMTP_URL: emails are written as .eml files')
      const client = createClient(server.url)
      await fillCart(client)
      const placed = await checkout(client)
      expect(placed.status).toBe(201)
      const number: string = placed.body.placed_order.number
      const mailDir = path.join(dataDir, 'mail')
      const files = await eventually(async () => {
        const names = (await readdir(mailDir).catch(() => [])).filter((n) => n.endsWith('.eml'))
        return names.length > 0 ? names : undefined
      }, 'an .eml file')
      expect(files).toHaveLength(1)
      const mail = await simpleParser(await readFile(path.join(mailDir, files[0] ?? '')))
      expect(mail.subject).toBe(`Your diecut order ${number} is placed`)
      expect(mail.text).toContain(`/account/orders/${number}`)
      expect(typeof mail.html === 'string' && mail.html.includes(number)).toBe(true)
      server.child.kill('SIGTERM')
      expect(await exited(server.child)).toBe(0)
    },
    SERVER_STARTS,
  )
})
