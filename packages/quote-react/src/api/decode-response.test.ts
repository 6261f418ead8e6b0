import { afterEach, describe, expect, it } from 'vitest'
import { guestQuote } from '../../test/support/quote-fixture'
import { isApiError } from './api-error'
import type { DecodeCall, DecodeReply } from './decode-protocol'
import { type AnswerWorker, decodeAnswersIn, decodeEach, decodeField } from './decode-response'
import { serveAnswerDecoding } from './decode-worker'

/**
 * A worker made of a message channel: one port is the worker's scope, served by
 * `serveAnswerDecoding` as a worker's script does; the other is the page's end. Messages
 * cross as they do between threads (structured clone). `served: false` leaves the far end
 * unserved (a worker that never answers).
 */
const channelWorker = ({ served }: { served: boolean }) => {
  const { port1: scope, port2: page } = new MessageChannel()
  const calls: DecodeCall[] = []
  const replies: DecodeReply[] = []
  scope.addEventListener('message', (e) => calls.push((e as MessageEvent<DecodeCall>).data))
  page.addEventListener('message', (e) => replies.push((e as MessageEvent<DecodeReply>).data))
  if (served) serveAnswerDecoding(scope)
  scope.start()
  page.start()
  let terminated = false
  const worker: AnswerWorker = {
    postMessage: (message: unknown) => page.postMessage(message),
    addEventListener: page.addEventListener.bind(page) as AnswerWorker['addEventListener'],
    terminate: () => {
      terminated = true
      page.close()
      scope.close()
    },
  }
  return {
    worker,
    calls,
    replies,
    fail: (how: 'error' | 'messageerror') => page.dispatchEvent(new Event(how)),
    terminated: () => terminated,
  }
}

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

describe('decoding answers in a worker', () => {
  it('decodes every answer in the worker it is given, to what this thread makes of it', async () => {
    const { api } = guestQuote()
    const here = await api.currentUser()
    const w = channelWorker({ served: true })
    stops.push(decodeAnswersIn(w.worker))
    const there = await api.currentUser()
    expect(there).toEqual(here)
    expect(w.calls.map((c) => c.name)).toEqual(['user'])
    expect(w.replies).toHaveLength(1)
    expect(w.replies[0]?.results[0]).toMatchObject({ _tag: 'Decoded', value: { id: here.id } })
  })

  it('turns an answer the worker cannot decode into a bad_response error, at its path', async () => {
    const w = channelWorker({ served: true })
    stops.push(decodeAnswersIn(w.worker))
    const bad = await decodeField('user', { user: { id: 'not a number' } }, 'user').catch((e) => e)
    expect(isApiError(bad)).toBe(true)
    expect(bad).toMatchObject({ status: 200, code: 'bad_response', issues: [{ path: 'user' }] })
    expect(w.replies[0]?.results[0]?._tag).toBe('DecodeFailed')
    const sizes = await decodeEach('dieSize', [{ width: 'wide' }])
    expect(sizes).toBeNull()
    expect(w.calls.map((c) => c.name)).toEqual(['user', 'dieSize'])
  })

  it.each(['error', 'messageerror'] as const)(
    'decodes in this thread the calls a worker held and every later one, on its %s event',
    async (how) => {
      const { api } = guestQuote()
      const here = await api.currentUser()
      const w = channelWorker({ served: false })
      stops.push(decodeAnswersIn(w.worker))
      const held = api.currentUser()
      await expect.poll(() => w.calls.length).toBe(1)
      w.fail(how)
      expect(await held).toEqual(here)
      expect(w.terminated()).toBe(true)
      expect(await api.currentUser()).toEqual(here)
      expect(w.calls).toHaveLength(1)
      expect(w.replies).toHaveLength(0)
    },
  )
})
