import { createHash } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { ClaimedEmail } from '../repositories/email-repository'

/** Delivers one email; throws when it was not accepted. */
export type MailTransport = {
  /** Where emails go, for the start-up log. */
  readonly description: string
  send(email: ClaimedEmail): Promise<void>
  close(): void
}

// Short enough that a stuck server costs one lease, not the queue.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }

const domainOf = (from: string) => /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost'

/**
 * The message of an email. Its Message-ID follows from the email's row, so a copy sent again
 * after a crash is the same message to the receiving server.
 */
const messageOf = (email: ClaimedEmail, from: string) => ({
  from,
  to: email.to,
  subject: email.subject,
  text: email.text,
  html: email.html,
  messageId: `<${email.id}.${createHash('sha256').update(email.key).digest('hex').slice(0, 16)}@${domainOf(from)}>`,
})

/** Sends over SMTP to `url` (smtp:// or smtps://, credentials in the URL). */
export const smtpTransport = (url: string, from: string): MailTransport => {
  const transporter = nodemailer.createTransport({ url, ...TIMEOUTS })
  const where = new URL(url)
  return {
    description: `SMTP ${where.protocol}//${where.host}`,
    async send(email) {
      const info = await transporter.sendMail(messageOf(email, from))
      if (info.rejected.length > 0) throw new Error(`rejected: ${info.response}`)
    },
    close: () => transporter.close(),
  }
}

/**
 * Writes each email as an .eml file in `dir` (named by its row, so a copy written again after a
 * crash replaces the first): for a store without a mail server.
 */
export const fileTransport = (dir: string, from: string): MailTransport => {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true })
  return {
    description: `files in ${dir}`,
    async send(email) {
      const info = await transporter.sendMail(messageOf(email, from))
      await mkdir(dir, { recursive: true })
      const file = path.join(dir, `${String(email.id).padStart(8, '0')}.eml`)
      await writeFile(`${file}.part`, info.message)
      await rename(`${file}.part`, file)
    },
    close: () => transporter.close(),
  }
}
