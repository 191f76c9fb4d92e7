import { Alert, Button, Wrap } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import { nowIso, todayIso, type Member, type MemberTransfer } from '../../../../sync'
import { useChurchChoice } from '../../../components/books'
import { useMirrorQuery } from '../../../components/mirror'
import {
  loadDocumentPdf,
  useChurchLetterhead,
  useReportBranding,
  type DocumentSpec,
} from '../../../components/pdf'
import { useSession } from '../../../components/session'
import { recordDataAccess } from '../../../lib/access-log'
import { shareOrDownload } from '../../../lib/download'
import { notify } from '../../../lib/toaster'
import {
  baptismCertificate,
  documentFileName,
  isChild,
  presentationCertificate,
  transferLetter,
  type DocumentContext,
  type LetterTransfer,
} from './member-documents-spec'
import { dismissTransferOffer, useTransferOffer } from './transfer-offer'
import { birthdayMessage, birthdayThisWeek, firstName, visitorMessage } from '../whatsapp/messages'
import { WhatsAppButton } from '../whatsapp/whatsapp-button'

type Kind = 'letter' | 'baptism' | 'presentation'

/** The pastor's and the secretary's names for a church: its users whose role is named so. */
function useSigners(churchId: string | null) {
  return (
    useMirrorQuery(
      async (table) => {
        if (!churchId) return { pastor: '', secretary: '' }
        const [users, roles] = await Promise.all([
          table('users').where('churchId').equals(churchId).toArray(),
          table('roles').toArray(),
        ])
        const role = new Map(roles.map((r) => [r.id, r.name]))
        const active = users.filter((u) => u.status === 'active')
        const named = (pattern: RegExp) =>
          active.find((u) => pattern.test(role.get(u.roleId) ?? ''))?.fullName ?? ''
        return { pastor: named(/pastor/i), secretary: named(/secret/i) }
      },
      [churchId],
    ) ?? { pastor: '', secretary: '' }
  )
}

/**
 * The documents a church hands a member, made on the device (offline too): the transfer letter
 * (offered right after a transfer, and later from the member's last transfer), the baptism
 * certificate (with a baptism date) and the presentation of a child (under 12). Each is shared
 * through the phone's share sheet where it can share files, else saved, and recorded in the
 * access log (it carries personal data).
 */
export function MemberDocuments({ member }: { member: Member }) {
  const { t } = useLingui()
  const user = useSession().user
  const branding = useReportBranding()
  const offer = useTransferOffer(member.id)
  const transfers = useMirrorQuery(
    (table) => table('memberTransfers').where('memberId').equals(member.id).toArray(),
    [member.id],
  )
  const last: MemberTransfer | undefined = [...(transfers ?? [])].sort(
    (a, b) => b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt),
  )[0]
  // The letter is the sending church's; a certificate, the member's church's.
  const fromChurchId = offer?.fromChurchId ?? last?.fromChurchId ?? null
  const letterChurch = useChurchLetterhead(fromChurchId, last?.fromChurchName ?? '')
  const ownChurch = useChurchLetterhead(member.churchId, '')
  const letterSigners = useSigners(fromChurchId)
  const ownSigners = useSigners(member.churchId)
  const [busy, setBusy] = useState<Kind | null>(null)
  const today = todayIso()

  const letter: { member: Member; transfer: LetterTransfer } | null = offer
    ? {
        member: offer.member,
        transfer: {
          toChurchName: offer.toChurchName,
          date: offer.date,
          memberSince: offer.member.admissionDate,
        },
      }
    : last
      ? { member, transfer: { toChurchName: last.toChurchName, date: last.date } }
      : null
  const baptism = member.baptized && member.baptismDate !== null
  const child = isChild(member, today)
  // "Enviar pelo WhatsApp": a visitor's follow-up, a birthday this week's greeting
  const choice = useChurchChoice()
  const churchName = ownChurch?.name || choice.nameOf(member.churchId)
  const visitor = member.status === 'visitor'
  const birthday = member.status === 'active' && birthdayThisWeek(member.birthDate, today) !== null
  const message = visitor
    ? visitorMessage(firstName(member.name), churchName)
    : birthday
      ? birthdayMessage(firstName(member.name), churchName)
      : ''

  const make = async (kind: Kind) => {
    const forLetter = kind === 'letter'
    const letterhead = forLetter ? letterChurch : ownChurch
    if (!letterhead) return
    const signers = forLetter ? letterSigners : ownSigners
    const context: DocumentContext = {
      letterhead,
      branding,
      ...signers,
      userName: user?.fullName ?? '',
      today,
      now: nowIso(),
    }
    let spec: DocumentSpec
    let name: string
    if (kind === 'letter' && letter) {
      spec = transferLetter(letter.member, letter.transfer, context)
      name = documentFileName(t`carta-de-mudanca`, member)
    } else if (kind === 'baptism') {
      spec = baptismCertificate(member, context)
      name = documentFileName(t`certificado-de-batismo`, member)
    } else {
      spec = presentationCertificate(member, context)
      name = documentFileName(t`certificado-de-apresentacao`, member)
    }
    setBusy(kind)
    try {
      const { renderDocumentPdf } = await loadDocumentPdf()
      const file = await renderDocumentPdf(spec)
      await shareOrDownload(name, file, 'application/pdf')
      // LGPD: the member's data left the device on paper.
      void recordDataAccess({
        kind: forLetter ? 'transfer_letter' : 'member_certificate',
        format: 'pdf',
        memberId: member.id,
        label: kind,
      })
      if (forLetter) dismissTransferOffer(member.id)
    } catch (error) {
      console.error(error)
      notify.error(t`Erro ao gerar o documento. Tente novamente.`)
    } finally {
      setBusy(null)
    }
  }

  if (!letter && !baptism && !child && !message) return null
  const ready = (kind: Kind) => (kind === 'letter' ? letterChurch : ownChurch) !== undefined
  const button = (kind: Kind, label: ReactNode) => (
    <Button
      size="sm"
      variant="outline"
      loading={busy === kind}
      disabled={!ready(kind) || (busy !== null && busy !== kind)}
      onClick={() => void make(kind)}
    >
      {label}
    </Button>
  )
  return (
    <>
      {offer ? (
        <Alert.Root status="success" data-testid="transfer-letter-offer">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Trans>Transferência registrada para {offer.toChurchName}.</Trans>
            </Alert.Title>
            <Alert.Description>
              <Trans>Gere a carta de mudança para o membro levar à nova igreja.</Trans>
            </Alert.Description>
          </Alert.Content>
          <Button
            size="sm"
            colorPalette="brand"
            alignSelf="center"
            loading={busy === 'letter'}
            disabled={!ready('letter')}
            onClick={() => void make('letter')}
          >
            <Trans>Gerar carta de mudança</Trans>
          </Button>
        </Alert.Root>
      ) : null}
      <Wrap gap="2" data-testid="member-documents" aria-label={t`Documentos do membro`}>
        {letter && !offer ? button('letter', <Trans>Carta de mudança (PDF)</Trans>) : null}
        {baptism ? button('baptism', <Trans>Certificado de batismo (PDF)</Trans>) : null}
        {child ? button('presentation', <Trans>Certificado de apresentação (PDF)</Trans>) : null}
        {message ? (
          <WhatsAppButton phone={member.phone} text={message} data-testid="member-whatsapp">
            {visitor ? (
              <Trans>Acompanhar visitante pelo WhatsApp</Trans>
            ) : (
              <Trans>Parabéns pelo WhatsApp</Trans>
            )}
          </WhatsAppButton>
        ) : null}
      </Wrap>
    </>
  )
}
