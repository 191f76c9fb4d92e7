import type { BillingConfig } from '../../config'
import type { PaymentProvider } from './provider'
import { createSandboxProvider } from './sandbox-provider'

const cache = new Map<string, PaymentProvider>()

/** The configured provider (BILLING_PROVIDER). Only the sandbox is built in (docs/billing.md). */
export function createProvider(config: BillingConfig): PaymentProvider {
  const key = JSON.stringify(config)
  const cached = cache.get(key)
  if (cached) return cached
  if (config.provider !== 'sandbox')
    throw new Error(`unknown BILLING_PROVIDER '${config.provider}' (see docs/billing.md)`)
  const provider = createSandboxProvider(config)
  cache.set(key, provider)
  return provider
}
