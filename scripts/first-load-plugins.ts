import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib } from 'node:zlib'
import type { HtmlTagDescriptor, Plugin } from 'vite'

/**
 * What a phone on a weak signal waits for before /login (issue 49, docs/benchmarks.md "Session
 * 39"): the bytes (each asset's brotli twin) and the round trips (the chunks found one after the
 * other, each a round trip of 400 ms on a rural signal, fetched at once instead).
 */

const brotli = promisify(brotliCompress)
/** Below this a file goes as it is (the server's own rule: server/http/compress.ts). */
const PRECOMPRESS_MIN_BYTES = 1024

/**
 * Each hashed asset (scripts, styles, images in SVG) is also written brotli-compressed at the
 * highest quality beside itself (`x.js.br`), once at build time; the server sends it to a browser
 * that takes brotli (server/static.ts). On a phone's weak signal every kilobyte is 20 ms: the
 * framework chunk is 110 KB gzipped on the fly, 93 KB this way (issue 49, docs/benchmarks.md).
 */
export const precompressAssets: Plugin = {
  name: 'celeiro:precompress-assets',
  apply: 'build',
  async writeBundle(options, bundle) {
    const dir = options.dir ?? 'dist'
    await Promise.all(
      Object.values(bundle)
        .filter((file) => /^assets\/.*\.(js|css|svg)$/.test(file.fileName))
        .map(async (file) => {
          const bytes = file.type === 'chunk' ? Buffer.from(file.code) : Buffer.from(file.source)
          if (bytes.byteLength < PRECOMPRESS_MIN_BYTES) return
          const packed = await brotli(bytes, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
              [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
            },
          })
          await writeFile(join(dir, `${file.fileName}.br`), packed)
        }),
    )
  },
}

/** Where /login's first load starts besides the entry: the route's screen, the default catalog, the update prompt. */
const FIRST_LOAD_ROOTS = [
  /[\\/]src[\\/]routes[\\/]login\.tsx/,
  /[\\/]locales[\\/]pt-BR[\\/]app\.po$/,
  /[\\/]src[\\/]app[\\/]update-prompt\.tsx$/,
]

/**
 * index.html asks at once for every chunk /login's first draw needs and the entry does not import
 * (the default catalog, the route's screen, the update prompt, and what they import): the
 * browser found them one after another (catalog, then route, then its imports...),
 * five round trips after the framework had arrived. A signed-in first visit fetches these few
 * kilobytes for nothing; every other visit reads them from the service worker's cache. Their
 * styles (5 KB) are not preloaded: unused on every other screen, the browser warns of each.
 */
export const preloadLoginGraph: Plugin = {
  name: 'celeiro:preload-login-graph',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, ctx) {
      const bundle = ctx.bundle
      if (!bundle || !ctx.chunk) return []
      const chunks = new Map(
        Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c]] : [])),
      )
      const closure = (roots: string[]) => {
        const seen = new Set<string>()
        const visit = (file: string) => {
          if (seen.has(file)) return
          seen.add(file)
          for (const imported of chunks.get(file)?.imports ?? []) visit(imported)
        }
        roots.forEach(visit)
        return seen
      }
      const entryFiles = closure([ctx.chunk.fileName])
      const roots = [...chunks.values()]
        .filter((c) => FIRST_LOAD_ROOTS.some((root) => root.test(c.facadeModuleId ?? '')))
        .map((c) => c.fileName)
      const scripts = [...closure(roots)].filter((file) => !entryFiles.has(file))
      return scripts.map((file): HtmlTagDescriptor => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
        injectTo: 'head',
      }))
    },
  },
}
