import { resolve } from 'node:path'

/** Everything the server reads from the environment, read once. */
export interface Config {
  port: number
  databaseUrl: string | undefined
  /** DATABASE_POOL_MAX (default 10): PostgreSQL connections a process may hold (docs/deploy.md). */
  databasePoolMax: number
  dataDir: string
  smtpUrl: string | undefined
  mailFrom: string
  /** Public origin used in e-mailed links. */
  appOrigin: string
  demo: boolean
  logLevel: string
  /** Directory with the built app (served as static files), or null to serve only the API. */
  staticDir: string | null
  /** TRUST_PROXY=1: the client address is the last X-Forwarded-For entry (one trusted proxy in front). */
  trustProxy: boolean
  /** SESSION_MAX_AGE_DAYS (default 90): a session ends this long after sign-in, however much it is used. */
  sessionMaxAgeMs: number
  /** CELEIRO_SALES_EMAIL: where the sign-up's "fale conosco" form goes. */
  salesEmail: string
  /** The payment provider's settings (docs/billing.md). */
  billing: BillingConfig
  /** CEP_LOOKUP_URL: the address of a CEP, `{cep}` replaced (ViaCEP's format); '' turns it off. */
  cepLookupUrl: string
}

export interface BillingConfig {
  /** BILLING_PROVIDER: 'sandbox' (default; built in, no network) or a real provider's name. */
  provider: string
  /**
   * BILLING_WEBHOOK_SECRET: the HMAC-SHA256 key of the provider's notifications. Empty when
   * unset: then every notification is refused (no key written in the source is ever accepted).
   */
  webhookSecret: string
  /**
   * The sandbox's "pay" route (POST /api/billing/v1/sandbox/charges/:id/pay) exists: only with
   * the sandbox provider on a development setup, i.e. with the demo on (CELEIRO_DEMO not '0',
   * as `npm start` on a laptop; a production installation turns the demo off).
   */
  sandboxPayments: boolean
  /** BILLING_PIX_KEY, BILLING_PIX_MERCHANT_NAME, BILLING_PIX_MERCHANT_CITY: the receiving PIX account. */
  pixKey: string
  pixMerchantName: string
  pixMerchantCity: string
  /** BILLING_BOLETO_BANK (3-digit COMPE code) and BILLING_BOLETO_AGREEMENT (7-digit convênio). */
  boletoBank: string
  boletoAgreement: string
  /** BILLING_API_KEY, BILLING_API_URL: a real provider's credentials (unused by the sandbox). */
  apiKey: string
  apiUrl: string
}

/** CELEIRO_DEMO: the demo data and the sandbox's conveniences (on unless '0'). */
const demoOn = (env: NodeJS.ProcessEnv) => env.CELEIRO_DEMO !== '0'

function billingConfig(env: NodeJS.ProcessEnv): BillingConfig {
  const provider = env.BILLING_PROVIDER || 'sandbox'
  const webhookSecret = env.BILLING_WEBHOOK_SECRET || ''
  if (provider !== 'sandbox' && webhookSecret === '')
    throw new Error('BILLING_WEBHOOK_SECRET is required with a real BILLING_PROVIDER')
  return {
    provider,
    webhookSecret,
    sandboxPayments: provider === 'sandbox' && demoOn(env),
    pixKey: env.BILLING_PIX_KEY || 'pix@celeiro.app',
    pixMerchantName: env.BILLING_PIX_MERCHANT_NAME || 'Celeiro',
    pixMerchantCity: env.BILLING_PIX_MERCHANT_CITY || 'Sao Paulo',
    boletoBank: env.BILLING_BOLETO_BANK || '001',
    boletoAgreement: env.BILLING_BOLETO_AGREEMENT || '1234567',
    apiKey: env.BILLING_API_KEY || '',
    apiUrl: env.BILLING_API_URL || '',
  }
}

const DEFAULT_SESSION_MAX_AGE_DAYS = 90

function sessionMaxAgeMs(value: string | undefined): number {
  const days = Number(value)
  const valid = value !== undefined && value !== '' && Number.isFinite(days) && days > 0
  return (valid ? days : DEFAULT_SESSION_MAX_AGE_DAYS) * 24 * 60 * 60 * 1000
}

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number(value)
  return value && Number.isInteger(n) && n > 0 ? n : fallback
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080)
  const dataDir = resolve(env.CELEIRO_DATA_DIR ?? './data')
  return {
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolMax: positiveInt(env.DATABASE_POOL_MAX, 10),
    dataDir,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Celeiro <nao-responda@celeiro.app>',
    appOrigin: env.APP_ORIGIN ?? `http://localhost:${port}`,
    demo: demoOn(env),
    logLevel: env.LOG_LEVEL ?? 'info',
    staticDir: resolve(env.CELEIRO_STATIC_DIR ?? './dist'),
    trustProxy: env.TRUST_PROXY === '1',
    sessionMaxAgeMs: sessionMaxAgeMs(env.SESSION_MAX_AGE_DAYS),
    salesEmail: env.CELEIRO_SALES_EMAIL || 'vendas@celeiro.app',
    billing: billingConfig(env),
    cepLookupUrl: env.CEP_LOOKUP_URL ?? 'https://viacep.com.br/ws/{cep}/json/',
  }
}
