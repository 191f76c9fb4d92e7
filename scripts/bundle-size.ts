/**
 * Prints the gzip size of what the browser downloads to show /login the first time: the entry
 * chunk, the /login route chunk, every chunk they import statically, their CSS, and the
 * pt-BR catalog (loaded at start-up). Reads dist/.vite/manifest.json (build.manifest).
 * Above the budget it warns; with `--strict` it exits 1. The spec allows 200 KB; the budget is
 * 150 KB since /login is drawn without the design system (docs/frontend.md), to hold that gain.
 */
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  css?: string[]
}

export const BUDGET_BYTES = 150 * 1024

export function firstLoadFiles(manifest: Record<string, ManifestChunk>, roots: string[]): string[] {
  const files = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) throw new Error(`${key} is not in the build manifest`)
    files.add(chunk.file)
    for (const css of chunk.css ?? []) files.add(css)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  roots.forEach(visit)
  return [...files]
}

function main() {
  const dist = resolve(process.env.DIST_DIR ?? resolve(import.meta.dirname, '../dist'))
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  const login = Object.keys(manifest).filter((key) => key.startsWith('src/routes/login.tsx'))
  const catalog = Object.keys(manifest).filter((key) => key === 'locales/pt-BR/app.po')
  if (!entry || login.length === 0)
    throw new Error('The build manifest has no entry or no /login chunk')
  const files = firstLoadFiles(manifest, [entry, ...login, ...catalog])
  let raw = 0
  let gzip = 0
  for (const file of files) {
    const content = readFileSync(join(dist, file))
    raw += content.length
    gzip += gzipSync(content).length
  }
  const kb = (bytes: number) => (bytes / 1024).toFixed(1)
  console.log(
    `/login first load: ${files.length} files, ${kb(raw)} KB raw, ${kb(gzip)} KB gzip (budget ${kb(BUDGET_BYTES)} KB)`,
  )
  if (gzip > BUDGET_BYTES) {
    console.warn(
      `WARNING: over the first-load budget by ${kb(gzip - BUDGET_BYTES)} KB (see docs/frontend.md).`,
    )
    if (process.argv.includes('--strict')) process.exit(1)
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) main()
