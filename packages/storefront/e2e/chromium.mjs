// The Chromium the browser tests and the bench drive: Debian's where the machine has it,
// otherwise the build npm supplies in @sparticuz/chromium. DIECUT_CHROMIUM=npm forces the npm one.
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'

export const DEBIAN_CHROMIUM = '/usr/bin/chromium'

/** The store's own flags (not the npm package's: its --single-process dies with a context). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** The installed @sparticuz/chromium version (its package.json is not exported). */
const npmVersion = () => {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@sparticuz/chromium'))
  for (;;) {
    const file = path.join(dir, 'package.json')
    const pkg = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}
    if (pkg.name === '@sparticuz/chromium') return pkg.version
    if (path.dirname(dir) === dir) throw new Error('@sparticuz/chromium is not installed')
    dir = path.dirname(dir)
  }
}

/**
 * Unpacks the npm Chromium once per version into the temp folder and answers its path. The
 * package unpacks into the temp folder non-atomically (a half-written binary looks ready to
 * the next caller), so it unpacks into a private folder that is then renamed into place.
 */
export const npmChromium = async () => {
  const home = path.join(tmpdir(), `diecut-chromium-${npmVersion()}`)
  const binary = path.join(home, 'chromium')
  if (existsSync(path.join(home, 'ready'))) return binary
  const work = mkdtempSync(path.join(tmpdir(), 'diecut-chromium-unpack-'))
  const savedTmpdir = process.env.TMPDIR
  try {
    // The package unpacks into os.tmpdir(), which follows TMPDIR.
    process.env.TMPDIR = work
    const { default: Chromium } = await import('@sparticuz/chromium')
    const unpacked = await Chromium.executablePath()
    if (path.dirname(unpacked) !== work) throw new Error(`unexpected Chromium path ${unpacked}`)
  } finally {
    if (savedTmpdir === undefined) delete process.env.TMPDIR
    else process.env.TMPDIR = savedTmpdir
  }
  writeFileSync(path.join(work, 'ready'), '')
  try {
    renameSync(work, home)
  } catch (err) {
    // Another process put its copy in place first: use that one.
    rmSync(work, { recursive: true, force: true })
    if (!existsSync(path.join(home, 'ready'))) throw err
  }
  return binary
}

/** Debian's Chromium when present and not overridden by DIECUT_CHROMIUM=npm, else the npm one. */
export const resolveChromium = async (env = process.env) =>
  env.DIECUT_CHROMIUM !== 'npm' && existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : npmChromium()
