import { Button, HStack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useMirrorQuery } from '../../../components/mirror'
import { useSession } from '../../../components/session'
import { formatMoney } from '../../../lib/format'
import { notify } from '../../../lib/toaster'
import { acceptsPix } from './pix-offering'
import { PixOfferingDialog } from './pix-offering-dialog'

/** Service mode's "Oferta por PIX", for a church with a PIX key; otherwise where to set one. */
export function PixOfferingButton({
  churchId,
  onRecord,
}: {
  churchId: string
  onRecord: (amount: number) => Promise<void>
}) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const own = useSession().user?.congregation
  const row = useMirrorQuery(
    async (table) => (await table('churches').get(churchId)) ?? null,
    [churchId],
  )
  if (row === undefined) return null
  // A church treasurer may not read the churches table: their own church comes with the user.
  const church = row ?? (own?.kind === 'church' && own.id === churchId ? own : null)
  if (!church || !acceptsPix(church))
    return (
      <Text color="fg.muted" fontSize="sm" data-testid="pix-offering-missing">
        <Trans>
          Para receber ofertas por PIX com QR code, cadastre a chave PIX e a cidade da igreja em
          Igrejas.
        </Trans>
      </Text>
    )
  return (
    <HStack>
      <Button variant="outline" onClick={() => setOpen(true)} data-testid="pix-offering-open">
        <Trans>Oferta por PIX (QR code)</Trans>
      </Button>
      <PixOfferingDialog
        open={open}
        onClose={() => setOpen(false)}
        church={church}
        onRecord={async (amount) => {
          await onRecord(amount)
          notify.success(t`Oferta por PIX de ${formatMoney(amount)} registrada.`)
        }}
      />
    </HStack>
  )
}
