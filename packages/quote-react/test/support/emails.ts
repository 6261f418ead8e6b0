import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { inject } from 'vitest'
import { sleep } from './wait'

/** An email the test server wrote, as read back. */
export type WrittenEmail = { readonly to: string; readonly subject: string; readonly text: string }

/** Every email the test server has written so far (its .eml files, oldest first). */
export const writtenEmails = async (): Promise<WrittenEmail[]> => {
  const dir = inject('mailDir')
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((n) => n.endsWith('.eml'))
    .sort()
  return Promise.all(
    names.map(async (name) => {
      const mail = await simpleParser(await readFile(path.join(dir, name)))
      return {
        to:
          mail.to === undefined
            ? ''
            : [mail.to]
                .flat()
                .map((a) => a.text)
                .join(', '),
        subject: mail.subject ?? '',
        text: mail.text ?? '',
      }
    }),
  )
}

/** The key of the first order link emailed for `number`, once the server has written it. */
export const emailedLinkKey = async (number: string, timeoutMs = 15_000): Promise<string> => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const email = (await writtenEmails()).find((e) => e.subject === `Your link to order ${number}`)
    const key = email === undefined ? undefined : /\?key=([A-Za-z0-9_-]{43})/.exec(email.text)?.[1]
    if (key !== undefined) return key
    if (Date.now() > deadline) throw new Error(`no link emailed for ${number}`)
    await sleep(100)
  }
}
