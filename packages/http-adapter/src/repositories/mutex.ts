/** Runs async functions one at a time, in call order. */
export const createMutex = () => {
  let tail: Promise<unknown> = Promise.resolve()
  return <A>(fn: () => Promise<A>): Promise<A> => {
    const run = tail.then(fn, fn)
    tail = run.catch(() => undefined)
    return run
  }
}
