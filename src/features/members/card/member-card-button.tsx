import { Button } from '@chakra-ui/react'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { addMonths, cachedMemberPhoto, todayIso, uploads, type Member } from '../../../../sync'
import { useHierarchy } from '../../../components/mirror'
import { useReportBranding } from '../../../components/pdf'
import { reportLogo } from '../../../components/pdf/report-logo'
import { useSession } from '../../../components/session'
import { recordDataAccess } from '../../../lib/access-log'
import { formatLocalDate } from '../../../lib/dates'
import { downloadFile } from '../../../lib/download'
import { notify } from '../../../lib/toaster'
import { categoryLabel } from '../labels'
import { fullName } from '../member-display'
import { showsQueuedPhoto } from '../photo/photo-choice'
import { cardCheckUrl, type CardDocumentSpec, type MemberCardData } from './card-layout'

/**
 * "Carteirinha" (issue 52): one member's card (front and back at ID-1 size) from the member
 * page, or the cards of the list's filter on A4 sheets of 10 ready to cut. Made on the device,
 * offline too (photos from the upload queue or the device's photo cache); valid for two years
 * from the day it is made; recorded in the access log (personal data leaves the device).
 */

/** Months a card is valid from the day it is made. */
export const CARD_VALID_MONTHS = 24

const dataUrlOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '')
    reader.onerror = () => reject(reader.error ?? new Error('read'))
    reader.readAsDataURL(blob)
  })

/** The photo on this device: one waiting to be sent, else the cached one (the server when online). */
async function photoOf(userId: string, member: Member): Promise<string | null> {
  try {
    const queued = (await uploads.forEntry(member.id))
      .filter((item) => item.kind === 'member-photo')
      .at(-1)
    if (queued && showsQueuedPhoto(queued, member)) return await dataUrlOf(queued.blob)
  } catch {
    // The queue is not running: the cache still answers.
  }
  if (!member.photoKey) return null
  const blob = await cachedMemberPhoto(userId, member.id, member.photoKey).catch(() => null)
  return blob ? dataUrlOf(blob) : null
}

function useCardMaker() {
  const { t, i18n } = useLingui()
  const user = useSession().user
  const branding = useReportBranding()
  const hierarchy = useHierarchy()
  const [busy, setBusy] = useState(false)

  const churchName = (id: string) =>
    hierarchy?.names.get(id) ?? (user?.congregation?.id === id ? user.congregation.name : '')

  /** Makes and saves the PDF; answers how many cards it holds. */
  const make = async (
    members: readonly Member[],
    layout: CardDocumentSpec['layout'],
    label: string,
  ): Promise<void> => {
    if (!user) return
    setBusy(true)
    try {
      const ready = members.filter((m) => m.cardToken && m.status === 'active')
      if (ready.length === 0) {
        notify.error(
          t`Nenhuma carteirinha para fazer: só membros ativos já enviados ao servidor têm carteirinha.`,
        )
        return
      }
      const validUntil = formatLocalDate(addMonths(todayIso(), CARD_VALID_MONTHS), i18n.locale)
      const cards: MemberCardData[] = await Promise.all(
        ready.map(async (member) => ({
          memberId: member.id,
          name: fullName(member),
          category: categoryLabel(member.category),
          memberSince: member.admissionDate
            ? formatLocalDate(member.admissionDate, i18n.locale)
            : '',
          validUntil,
          photo: await photoOf(user.id, member),
          checkUrl: cardCheckUrl(window.location.origin, member.cardToken ?? ''),
          church: churchName(member.churchId),
        })),
      )
      const spec: CardDocumentSpec = {
        cards,
        layout,
        colour: branding.color,
        logo: await reportLogo(branding.logo),
        labels: {
          title: t`CARTEIRA DE MEMBRO`,
          memberSince: t`Membro desde`,
          validUntil: t`Válida até`,
          scan: t`Aponte a câmera para o código para conferir se esta carteirinha é válida.`,
          signature: t`Assinatura do pastor`,
        },
      }
      const { renderCardPdf } = await import('./card-pdf')
      const blob = await renderCardPdf(spec)
      const name =
        layout === 'single' && cards[0]
          ? `carteirinha-${cards[0].memberId}.pdf`
          : `carteirinhas-${todayIso()}.pdf`
      downloadFile(name, blob, 'application/pdf')
      // LGPD: who made which cards (a batch is named by its filter and count).
      await recordDataAccess({
        kind: 'member_card',
        format: 'pdf',
        memberId: layout === 'single' ? (cards[0]?.memberId ?? null) : null,
        label,
      })
      if (ready.length < members.length)
        notify.info(
          plural(members.length - ready.length, {
            one: '# pessoa da lista ficou sem carteirinha: só membros ativos já enviados ao servidor têm carteirinha.',
            other:
              '# pessoas da lista ficaram sem carteirinha: só membros ativos já enviados ao servidor têm carteirinha.',
          }),
        )
    } catch (error) {
      console.error('Member card failed', error)
      notify.error(t`Não foi possível gerar a carteirinha.`)
    } finally {
      setBusy(false)
    }
  }
  return { make, busy }
}

/** The member page's button: this member's card, front and back. */
export function MemberCardButton({ member }: { member: Member }) {
  const { make, busy } = useCardMaker()
  if (member.status !== 'active') return null
  return (
    <Button
      size="sm"
      variant="outline"
      loading={busy}
      data-testid="member-card"
      onClick={() => void make([member], 'single', '')}
    >
      <Trans>Carteirinha (PDF)</Trans>
    </Button>
  )
}

/** The member list's button: the cards of the members the filter shows, 10 per A4 sheet. */
export function MemberCardsButton({
  members,
  filter = '',
}: {
  members: readonly Member[]
  /** What the list shows (its search or filter), for the access log. */
  filter?: string
}) {
  const { make, busy } = useCardMaker()
  return (
    <Button
      size="sm"
      variant="outline"
      loading={busy}
      disabled={members.length === 0}
      data-testid="member-cards"
      onClick={() =>
        void make(
          members,
          'sheets',
          `${plural(members.length, { one: '# carteirinha', other: '# carteirinhas' })} ${filter}`.trim(),
        )
      }
    >
      <Trans>Carteirinhas da lista (PDF)</Trans>
    </Button>
  )
}
