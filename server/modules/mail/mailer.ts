import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Config } from '../../config'
import type { Mailer, MailMessage } from '../../http/app-env'
import type { Logger } from '../../logger'

/** SMTP through nodemailer when SMTP_URL is set; otherwise each message is written to `<data>/mail/` and its link logged. */
export async function createMailer(config: Config, logger: Logger): Promise<Mailer> {
  if (config.smtpUrl) {
    const nodemailer = await import('nodemailer')
    const transport = nodemailer.createTransport(config.smtpUrl)
    return {
      send: async (m) => {
        await transport.sendMail({
          from: config.mailFrom,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
        })
      },
    }
  }
  const dir = join(config.dataDir, 'mail')
  // Two mails to one address in the same millisecond (a pass mailing every administrator) each
  // get a file: the counter follows the time in the name, so names still sort in sending order.
  let written = 0
  return {
    send: async (m: MailMessage) => {
      // Named before the first await: the names follow the order the mails were sent in.
      const file = join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(++written).padStart(6, '0')}-${m.to.replace(/[^a-z0-9@.]/gi, '_')}.eml`,
      )
      await mkdir(dir, { recursive: true })
      const content = [
        `From: ${config.mailFrom}`,
        `To: ${m.to}`,
        `Subject: ${m.subject}`,
        '',
        m.text,
        '',
      ].join('\n')
      await writeFile(file, content, { encoding: 'utf8', flag: 'wx' })
      // The link is what lets a user without SMTP finish the flow; the address is not personal data of a third party here.
      logger.info({ file, link: m.link }, 'mail written to the dev mailbox')
    },
  }
}
