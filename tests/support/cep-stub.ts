import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A stand-in for ViaCEP (no network here): answers its JSON format for the CEPs it knows,
 * `{"erro": true}` for the others, and never answers for 99999999 (a service that hangs).
 */
export const KNOWN_CEPS: Record<string, Record<string, string>> = {
  '13010000': {
    cep: '13010-000',
    logradouro: 'Rua Barão de Jaguara',
    complemento: '',
    bairro: 'Centro',
    localidade: 'Campinas',
    uf: 'SP',
  },
}

export async function startCepStub(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const cep = /\/ws\/(\d+)\/json/.exec(req.url ?? '')?.[1] ?? ''
    if (cep === '99999999') return // hangs: the lookup's timeout answers
    const body = KNOWN_CEPS[cep] ?? { erro: true }
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
    res.end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/ws/{cep}/json/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
