import { isApiError } from '@diecut/quote-react'
import { useCallback, useState } from 'react'

/**
 * One action a button starts (a call to the server): `busy` while it runs, so the button cannot
 * start it twice, and `error`, the server's refusal in its own words (or `fallback` when the
 * call did not get an answer). `run` answers whether the action went through.
 */
export const useBusyAction = (fallback: string) => {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const run = useCallback(
    async (action: () => Promise<unknown>): Promise<boolean> => {
      setBusy(true)
      setError(null)
      try {
        await action()
        return true
      } catch (e) {
        setError(isApiError(e) ? e.message : fallback)
        return false
      } finally {
        setBusy(false)
      }
    },
    [fallback],
  )
  return { busy, error, run }
}
