import { Badge, Button, Heading, HStack, Menu, Portal, Stack, Text, Wrap } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate, useParams } from '@tanstack/react-router'
import { useState } from 'react'
import { cachedMemberPhoto, mirror, mutate, type Member } from '../../../../sync'
import { useSession } from '../../../components/session'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { recordDataAccess } from '../../../lib/access-log'
import { notify } from '../../../lib/toaster'
import { memberBadges } from '../labels'
import { fullName } from '../member-display'
import { MemberDocuments } from '../documents/member-documents'
import { TransferDialog } from '../transfer/transfer-dialog'
import {
  kindOf,
  useCategoryChanges,
  useHierarchy,
  useMember,
  useMemberPermissions,
} from '../use-member-data'
import { CategoryHistory } from './category-history'
import { ChangeHistory } from './change-history'
import { ListLoadingPlaceholder } from './loading'
import { MemberDetails } from './member-details'
import { MemberPhotoPanel } from '../photo/member-photo'
import { MemberCardButton } from '../card/member-card-button'
import { blobDataUrl, downloadFile, memberExportJson, memberExportXlsx } from './member-export'

/** /members/$memberId: all data, histories, and the actions the role allows. */
export function MemberViewScreen() {
  // Under /members or /visitors: the same screen.
  const memberId = useParams({ strict: false }).memberId ?? ''
  const { member, fromServer } = useMember(memberId)
  if (member === undefined) return <ListLoadingPlaceholder />
  if (member === null)
    return (
      <Text data-testid="member-not-found">
        <Trans>
          Registro não encontrado. Ele pode ter sido excluído ou transferido para fora da sua área.
        </Trans>
      </Text>
    )
  return <MemberView member={member} fromServer={fromServer} />
}

type Pending = 'delete' | 'convert' | 'approve' | null

/** `fromServer`: read from the server, not kept on this device: shown for reading only. */
function MemberView({ member, fromServer }: { member: Member; fromServer: boolean }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const hierarchy = useHierarchy()
  const { user } = useSession()
  const kind = kindOf(member)
  const granted = useMemberPermissions(kind)
  const can = fromServer ? { ...granted, add: false, edit: false, delete: false } : granted
  const canMembers = useMemberPermissions('members')
  const categoryHistory = useCategoryChanges(member.id)
  const [transferOpen, setTransferOpen] = useState(false)
  const [pending, setPending] = useState<Pending>(null)
  const name = fullName(member)

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action()
      notify.success(done)
    } catch (error) {
      console.error(error)
      notify.error(t`Não foi possível concluir a ação.`)
    }
  }
  const confirmations: Record<
    Exclude<Pending, null>,
    { title: string; description: string; run: () => Promise<void> }
  > = {
    delete: {
      title: t`Excluir ${name}`,
      description: t`Os dados pessoais serão apagados (anonimizados) neste e em todos os aparelhos; os lançamentos financeiros continuam nos totais. Esta ação não pode ser desfeita.`,
      run: () =>
        run(
          async () => {
            await mutate('member.delete', { id: member.id })
            await navigate({ to: kind === 'members' ? '/members' : '/visitors' })
          },
          t`Registro excluído e dados pessoais anonimizados.`,
        ),
    },
    convert: {
      title: t`Converter em membro`,
      description: t`${name} passa a ser membro ativo, com o mesmo cadastro e histórico.`,
      run: () =>
        run(
          () =>
            mutate('member.update', {
              id: member.id,
              patch: { status: 'active', category: 'member' },
            }),
          t`Visitante convertido em membro.`,
        ),
    },
    approve: {
      title: t`Aprovar cadastro`,
      description: t`${name} se cadastrou pelo link público. Aprovar inclui a pessoa no cadastro da igreja.`,
      run: () => run(() => mutate('member.approve', { id: member.id }), t`Cadastro aprovado.`),
    },
  }

  const exportData = async (format: 'json' | 'xlsx') => {
    const [kept, transfers] = await Promise.all([
      mirror('memberCategoryChanges').where('memberId').equals(member.id).toArray(),
      mirror('memberTransfers').where('memberId').equals(member.id).toArray(),
    ])
    // A member read from the server: its history came with it (the device keeps none of it).
    const categoryChanges = fromServer ? (categoryHistory ?? []) : kept
    // The photo too (the person's own data): from the device, else the server; none offline.
    const blob =
      member.photoKey && user
        ? await cachedMemberPhoto(user.id, member.id, member.photoKey).catch(() => null)
        : null
    const photo = blob
      ? { mimeType: blob.type || 'image/jpeg', dataUrl: await blobDataUrl(blob) }
      : null
    const data = { exportedAt: new Date().toISOString(), member, categoryChanges, transfers, photo }
    const base = `membro-${member.id}`
    try {
      if (format === 'json')
        downloadFile(`${base}.json`, memberExportJson(data), 'application/json')
      else
        downloadFile(
          `${base}.xlsx`,
          await memberExportXlsx(data, (id) => (id ? (hierarchy?.names.get(id) ?? '') : '')),
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        )
    } catch (error) {
      // Only the spreadsheet library's chunk can fail here (offline before it was cached).
      console.error(error)
      notify.error(t`Não foi possível concluir a ação.`)
      return
    }
    // LGPD: the server's access log learns who exported this member's data (queued offline).
    await recordDataAccess({ kind: 'member_export', format, memberId: member.id })
  }

  const current = pending ? confirmations[pending] : null
  return (
    <Stack gap="4" maxW="5xl" data-testid="member-view">
      <Stack gap="2">
        <HStack justify="space-between" align="start" wrap="wrap" gap="2">
          <Heading as="h1" size="xl">
            {name}
          </Heading>
          <Button
            variant="ghost"
            onClick={() => void navigate({ to: kind === 'members' ? '/members' : '/visitors' })}
          >
            <Trans>Voltar à lista</Trans>
          </Button>
        </HStack>
        <HStack gap="2" wrap="wrap">
          {memberBadges(member).map((badge) => (
            <Badge key={badge.kind} colorPalette={badge.kind === 'category' ? 'brand' : undefined}>
              {badge.label}
            </Badge>
          ))}
          {fromServer ? (
            <Badge colorPalette="blue" data-testid="member-from-server">
              <Trans>Lido do servidor: só para consulta</Trans>
            </Badge>
          ) : null}
          {member.approval === 'pending' ? (
            <Badge colorPalette="orange">
              <Trans>Aguardando aprovação</Trans>
            </Badge>
          ) : null}
          {member.approval === 'pending' && 'cpfDuplicate' in member && member.cpfDuplicate ? (
            <Badge colorPalette="red" data-testid="member-cpf-duplicate">
              <Trans>CPF já cadastrado em outro membro: a aprovação será recusada</Trans>
            </Badge>
          ) : null}
        </HStack>
      </Stack>

      <MemberPhotoPanel member={member} canEdit={can.edit} />
      <Wrap gap="2">
        {can.edit ? (
          <Button
            size="sm"
            colorPalette="brand"
            onClick={() =>
              void navigate({
                to: kind === 'visitors' ? '/visitors/$memberId/edit' : '/members/$memberId/edit',
                params: { memberId: member.id },
              })
            }
          >
            <Trans>Editar</Trans>
          </Button>
        ) : null}
        {can.edit && member.approval === 'pending' ? (
          <Button size="sm" variant="outline" onClick={() => setPending('approve')}>
            <Trans>Aprovar cadastro</Trans>
          </Button>
        ) : null}
        {member.status === 'visitor' && can.edit && canMembers.add ? (
          <Button size="sm" variant="outline" onClick={() => setPending('convert')}>
            <Trans>Converter em membro</Trans>
          </Button>
        ) : null}
        {can.edit && hierarchy ? (
          <Button size="sm" variant="outline" onClick={() => setTransferOpen(true)}>
            <Trans>Transferir</Trans>
          </Button>
        ) : null}
        {fromServer ? null : <MemberCardButton member={member} />}
        {can.delete ? (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            onClick={() => setPending('delete')}
          >
            <Trans>Excluir</Trans>
          </Button>
        ) : null}
        {/* LGPD: the person's data, a quiet menu (not the page's main action). */}
        <Menu.Root positioning={{ placement: 'bottom-start' }}>
          <Menu.Trigger asChild>
            <Button size="sm" variant="ghost" data-testid="member-export">
              <Trans>Exportar dados</Trans>
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                <Menu.Item value="xlsx" onClick={() => void exportData('xlsx')}>
                  <Trans>Planilha para ler (.xlsx)</Trans>
                </Menu.Item>
                <Menu.Item value="json" onClick={() => void exportData('json')}>
                  <Trans>JSON para sistemas</Trans>
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </Wrap>

      <MemberDocuments member={member} />
      <MemberDetails member={member} hierarchy={hierarchy} treasury={can.treasury} />
      <CategoryHistory memberId={member.id} />
      <ChangeHistory memberId={member.id} />

      {hierarchy ? (
        <TransferDialog
          member={member}
          hierarchy={hierarchy}
          treasury={can.treasury}
          open={transferOpen}
          onOpenChange={setTransferOpen}
        />
      ) : null}
      <ConfirmDialog
        open={current !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null)
        }}
        tone={pending === 'delete' ? 'danger' : 'default'}
        title={current?.title}
        description={current?.description}
        confirmLabel={pending === 'delete' ? t`Excluir` : t`Confirmar`}
        onConfirm={() => current?.run()}
      />
    </Stack>
  )
}
