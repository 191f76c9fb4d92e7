import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readConfig } from '../../config'
import { createLogger } from '../../logger'
import { createMailer } from './mailer'

const dirs: string[] = []
afterEach(() => {
  vi.useRealTimers()
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('the dev mailbox (no SMTP)', () => {
  it('keeps every mail, two to one address at once too, in the order sent', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'celeiro-mailer-'))
    dirs.push(dataDir)
    const config = readConfig({ CELEIRO_DATA_DIR: dataDir, LOG_LEVEL: 'silent', SMTP_URL: '' })
    const mailer = await createMailer(config, createLogger('silent'))
    // One millisecond for all three, as a pass mailing every administrator can be.
    vi.useFakeTimers({ now: new Date('2026-11-29T12:00:00.000Z'), toFake: ['Date'] })
    const mail = (subject: string) =>
      mailer.send({ to: 'tesouraria@igreja.org.br', subject, text: subject })
    await Promise.all([mail('Fatura emitida'), mail('Pagamento recebido'), mail('Teste termina')])
    const files = readdirSync(join(dataDir, 'mail')).sort()
    expect(files).toHaveLength(3)
    expect(
      files.map((f) => /Subject: (.*)/.exec(readFileSync(join(dataDir, 'mail', f), 'utf8'))?.[1]),
    ).toEqual(['Fatura emitida', 'Pagamento recebido', 'Teste termina'])
  })
})
