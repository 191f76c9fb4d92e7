import { Trans } from '@lingui/react/macro'
import { useMediaQuery } from '../../../components/layout/use-media-query'

/** A device with a keyboard at hand: a mouse or trackpad that hovers (a phone's finger does neither). */
export const KEYBOARD_QUERY = '(hover: hover) and (pointer: fine)'

/** The service form's button: it names the Enter key only where there is a keyboard, never on a phone. */
export function SaveAndNextLabel() {
  return useMediaQuery(KEYBOARD_QUERY) ? (
    <Trans>Salvar e próximo (Enter)</Trans>
  ) : (
    <Trans>Salvar e próximo</Trans>
  )
}
