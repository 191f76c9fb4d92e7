import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import http, { type IncomingMessage } from 'node:http'
import https from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import { CHURCH_IMAGE_MAX_BYTES } from '../../../sync/contracts/hierarchy'
import { detectImageType, type ImageMime } from './image-type'
import { isPublicAddress, loopbackAllowed } from './logo-address'

export const LOGO_FETCH_TIMEOUT_MS = 5000
const MAX_REDIRECTS = 3

export type FetchedLogo = { mimeType: ImageMime; content: Uint8Array }

/** Why a linked logo was not copied (logged; the link stays as it was). */
export class LogoFetchError extends Error {}

/**
 * The connection's DNS lookup, refusing a name that resolves to a non-public address: checked at
 * connect time, so a name cannot answer one address to a check and another to the connection.
 */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err, '', 0)
    const allow = loopbackAllowed()
    const bad = addresses.find((a) => !isPublicAddress(a.address, allow))
    if (bad || addresses.length === 0)
      return callback(new LogoFetchError(`address not public: ${hostname}`), '', 0)
    if (options.all)
      return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses)
    const first = addresses[0] as LookupAddress
    callback(null, first.address, first.family)
  })
}

/** The URL a logo may be fetched from: https (http only with the test flag), a public address literal. */
function checkedUrl(raw: string): URL {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new LogoFetchError('not a URL')
  }
  const allow = loopbackAllowed()
  if (url.protocol !== 'https:' && !(allow && url.protocol === 'http:'))
    throw new LogoFetchError(`scheme refused: ${url.protocol}`)
  if (url.username || url.password) throw new LogoFetchError('credentials in URL')
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (isIP(host) !== 0 && !isPublicAddress(host, allow))
    throw new LogoFetchError(`address not public: ${host}`)
  return url
}

function get(url: URL, signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const request = client.get(url, {
      lookup: guardedLookup,
      signal,
      headers: { accept: 'image/*' },
    })
    request.on('response', resolve)
    request.on('error', reject)
  })
}

/** Reads at most `max` bytes of a response; more is refused (the download stops there). */
async function readLimited(response: IncomingMessage, max: number): Promise<Uint8Array> {
  const declared = Number(response.headers['content-length'])
  if (Number.isFinite(declared) && declared > max) {
    response.destroy()
    throw new LogoFetchError('too large')
  }
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.byteLength
    if (size > max) {
      response.destroy()
      throw new LogoFetchError('too large')
    }
    chunks.push(chunk)
  }
  return new Uint8Array(Buffer.concat(chunks))
}

/**
 * Fetches a linked logo under the SSRF guard (issue 14 #10): https to a public address only, at
 * most 3 redirects (each checked again), 5 s in all, at most CHURCH_IMAGE_MAX_BYTES, and a PNG,
 * JPEG or WebP by its first bytes (no SVG). Throws LogoFetchError (or a network error) otherwise.
 */
export async function fetchLinkedLogo(raw: string): Promise<FetchedLogo> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), LOGO_FETCH_TIMEOUT_MS)
  try {
    let url = checkedUrl(raw)
    for (let redirects = 0; ; redirects++) {
      const response = await get(url, controller.signal)
      const status = response.statusCode ?? 0
      const location = response.headers.location
      if (status >= 300 && status < 400 && location) {
        response.destroy()
        if (redirects >= MAX_REDIRECTS) throw new LogoFetchError('too many redirects')
        url = checkedUrl(new URL(location, url).toString())
        continue
      }
      if (status !== 200) {
        response.destroy()
        throw new LogoFetchError(`status ${status}`)
      }
      const content = await readLimited(response, CHURCH_IMAGE_MAX_BYTES)
      const mimeType = detectImageType(content)
      if (!mimeType) throw new LogoFetchError('not an image')
      return { mimeType, content }
    }
  } finally {
    clearTimeout(timer)
  }
}
