import { z } from 'zod'
import type { CepAddress } from '../../../sync/contracts/billing'
import { ApiError } from '../../http/errors'

/** How long the address service may take before the user types the address themselves. */
export const CEP_LOOKUP_TIMEOUT_MS = 4000

/** ViaCEP's answer (and of any service that speaks its format); `erro` when the CEP does not exist. */
const viaCepSchema = z.union([
  z.object({ erro: z.union([z.literal(true), z.literal('true')]) }),
  z.object({
    cep: z.string(),
    logradouro: z.string().default(''),
    bairro: z.string().default(''),
    localidade: z.string().default(''),
    uf: z.string().default(''),
  }),
])

/**
 * The address of a CEP (8 digits) from the configured service (`CEP_LOOKUP_URL`, `{cep}` in it;
 * ViaCEP by default). Asked by the server, so the browser talks to this server only (the CSP's
 * connect-src stays 'self') and visitors' addresses are not handed to a third party. 404 when
 * the CEP does not exist; 503 when the service is off, slow or unreadable: the user then types
 * the address, nothing is lost.
 */
export async function lookupCep(urlTemplate: string, cep: string): Promise<CepAddress> {
  if (!/^\d{8}$/.test(cep)) throw new ApiError('validation_failed', undefined, 'invalid_cep')
  if (!urlTemplate) throw new ApiError('service_unavailable')
  let body: unknown
  try {
    const response = await fetch(urlTemplate.replace('{cep}', cep), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(CEP_LOOKUP_TIMEOUT_MS),
    })
    if (response.status === 400 || response.status === 404) throw new ApiError('not_found')
    if (!response.ok) throw new ApiError('service_unavailable')
    body = await response.json()
  } catch (error) {
    if (error instanceof ApiError) throw error
    throw new ApiError('service_unavailable')
  }
  const read = viaCepSchema.safeParse(body)
  if (!read.success) throw new ApiError('service_unavailable')
  if ('erro' in read.data) throw new ApiError('not_found', undefined, 'cep_not_found')
  return {
    cep,
    street: read.data.logradouro.trim(),
    district: read.data.bairro.trim(),
    city: read.data.localidade.trim(),
    state: read.data.uf.trim().toUpperCase(),
  }
}
