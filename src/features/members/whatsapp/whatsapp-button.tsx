import { Button, type ButtonProps } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { whatsappLink } from '../../../lib/whatsapp'

/**
 * "Enviar pelo WhatsApp": a wa.me link (no API, no server) the phone opens in WhatsApp with the
 * message typed in, to the person's number when it is a Brazilian phone; nothing without a message.
 */
export function WhatsAppButton({
  phone,
  text,
  children,
  ...props
}: { phone: string | null | undefined; text: string; children?: ReactNode } & ButtonProps) {
  const href = whatsappLink(phone, text)
  if (!href) return null
  return (
    <Button size="sm" variant="outline" colorPalette="green" asChild {...props}>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children ?? <Trans>Enviar pelo WhatsApp</Trans>}
      </a>
    </Button>
  )
}
