import { describe, expect, it } from 'vitest'
import { readConfig } from '../../config'
import { parseWebhookEvent, SIGNATURE_HEADER, signatureMatches, signWebhook } from './provider'
import { createSandboxProvider, nossoNumero, passesLuhn, pixTxid } from './sandbox-provider'

const config = { ...readConfig({}).billing, webhookSecret: 'test-key' }
const sandbox = createSandboxProvider(config)

describe('webhook signature', () => {
  const body = JSON.stringify({ id: 'e1', type: 'charge.paid', chargeId: 'c1' })

  it('is sha256=<hex> of the raw body, checked exactly', () => {
    const signature = signWebhook(body, 'secret')
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/)
    expect(signatureMatches(body, signature, 'secret')).toBe(true)
    expect(signatureMatches(body, signature, 'other')).toBe(false)
    expect(signatureMatches(`${body} `, signature, 'secret')).toBe(false)
    expect(signatureMatches(body, signature.slice(0, -1), 'secret')).toBe(false)
    expect(signatureMatches(body, null, 'secret')).toBe(false)
    // No secret configured: nothing matches, not even a signature made with an empty key.
    expect(signatureMatches(body, signWebhook(body, ''), '')).toBe(false)
  })

  it('the sandbox answers the event only for a good signature and a well-formed body', () => {
    const good = new Headers({ [SIGNATURE_HEADER]: signWebhook(body, config.webhookSecret) })
    expect(sandbox.verifyWebhook(body, good)).toEqual({
      id: 'e1',
      type: 'charge.paid',
      chargeId: 'c1',
    })
    expect(sandbox.verifyWebhook(body, new Headers())).toBeNull()
    expect(parseWebhookEvent('{"id":"e","type":"charge.refunded","chargeId":"c"}')).toBeNull()
    expect(parseWebhookEvent('not json')).toBeNull()
  })
})

describe('sandbox charges', () => {
  const invoice = { id: 'i', amountCents: 27990, dueDate: '2026-12-05' }
  const chargeId = '019ab3c4-5d6e-7f80-9a1b-2c3d4e5f6a7b'

  it('checks card numbers with Luhn and keeps only the last four digits', async () => {
    expect(passesLuhn('4111111111111111')).toBe(true)
    expect(passesLuhn('5555555555554444')).toBe(true)
    expect(passesLuhn('4000000000000002')).toBe(true)
    expect(passesLuhn('4111111111111112')).toBe(false)
    const card = (number: string) => ({
      method: 'card' as const,
      card: { number, holder: 'A B', expiry: '12/30', cvv: '123' },
    })
    const approved = await sandbox.createCharge(invoice, card('5555555555554444'), chargeId)
    expect(approved).toMatchObject({ status: 'paid', cardLast4: '4444' })
    expect(JSON.stringify(approved)).not.toContain('5555555555554444')
    expect(await sandbox.createCharge(invoice, card('4000000000000002'), chargeId)).toMatchObject({
      status: 'declined',
      cardLast4: '0002',
    })
    await expect(
      sandbox.createCharge(invoice, card('1234567812345678'), chargeId),
    ).rejects.toMatchObject({
      code: 'invalid_card',
    })
  })

  it('derives the txid and nosso-número from the charge id', () => {
    expect(pixTxid(chargeId)).toMatch(/^[A-Z0-9]{25}$/)
    expect(nossoNumero(chargeId)).toMatch(/^\d{10}$/)
  })
})
