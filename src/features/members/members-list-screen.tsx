import { Badge, HStack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useDeferredValue, useMemo } from 'react'
import { hasPermission, mutate, type Member } from '../../../sync'
import { listProps, ListScreen, useListState, type ListColumn } from '../../components/list-screen'
import { CARDS_QUERY } from '../../components/list-screen/list-screen'
import { useMediaQuery } from '../../components/layout/use-media-query'
import { useSession } from '../../components/session'
import { notify } from '../../lib/toaster'
import { ImportButton } from './import/import-button'
import { categoryLabel, statusLabel } from './labels'
import { MemberCardsButton } from './card/member-card-button'
import { MemberLimitNotice } from './member-limit-notice'
import { MemberAvatar } from './photo/member-photo'
import { maskCpfForList } from './cpf-mask'
import { MemberCardTitle, memberContact } from './member-card'
import { displayPhone, fullName } from './member-display'
import { RegistrationLinkButton } from './registration/registration-link-button'
import { MemberReportButton } from './report/member-report-button'
import { WeekBirthdaysButton } from './whatsapp/week-birthdays'
import { buildMemberSearchIndex, searchMembers } from './search-index'
import {
  MEMBER_SERVER_READS,
  useHierarchy,
  useMemberPermissions,
  useMembers,
  type MemberKind,
} from './use-member-data'

/** /members and /visitors: THE list frame over the mirror, search as you type over the index. */
export function MembersListScreen({ kind }: { kind: MemberKind }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const list = useListState()
  const members = useMembers()
  const hierarchy = useHierarchy()
  const can = useMemberPermissions(kind)
  const narrow = useMediaQuery(CARDS_QUERY)
  const canReport = hasPermission(useSession().user?.role.permissions, 'VIEW_MEMBER_REPORT')

  const index = useMemo(
    () =>
      buildMemberSearchIndex(
        (members ?? []).filter((m) => (kind === 'visitors') === (m.status === 'visitor')),
      ),
    [members, kind],
  )
  const query = useDeferredValue(list.search)
  const start = (list.page - 1) * list.pageSize
  // Only the rows up to the current page are collected; the total counts every match.
  const found = useMemo(
    () => searchMembers(index, query, start + list.pageSize),
    [index, query, start, list.pageSize],
  )
  const rows = found.rows.slice(start, start + list.pageSize)
  // Every member the search finds (all pages): the card batch's members.
  const allFound = useMemo(
    () => (kind === 'members' ? searchMembers(index, query).rows : []),
    [index, query, kind],
  )

  const churchNamesKnown = useMemo(
    () => (members ?? []).some((m) => hierarchy?.names.has(m.churchId)),
    [members, hierarchy],
  )
  const churchName = (m: Member) =>
    churchNamesKnown ? hierarchy?.names.get(m.churchId) : undefined
  // A phone's card: name, then category · church, then one line of contact (issue 51).
  const cardColumns: ListColumn<Member>[] = [
    {
      id: 'name',
      header: t`Nome`,
      cell: (m) => (
        <MemberCardTitle
          member={m}
          leading={<MemberAvatar member={m} size={36} />}
          category={kind === 'members' ? categoryLabel(m.category) : undefined}
          church={churchName(m)}
        />
      ),
    },
    { id: 'contact', header: t`Contato`, cell: (m) => memberContact(m) },
  ]
  const tableColumns: ListColumn<Member>[] = [
    {
      id: 'name',
      header: t`Nome`,
      cell: (m) => (
        <HStack gap="2">
          <MemberAvatar member={m} size={32} />
          <Text fontWeight="medium">{fullName(m)}</Text>
          {m.approval === 'pending' ? (
            <Badge colorPalette="orange" size="sm">
              <Trans>Aguardando aprovação</Trans>
            </Badge>
          ) : null}
        </HStack>
      ),
    },
    // Masked: the list does not need the whole CPF; the member's page shows it (LGPD).
    { id: 'cpf', header: t`CPF`, cell: (m) => maskCpfForList(m.cpf) },
    { id: 'phone', header: t`Telefone`, cell: (m) => displayPhone(m.phone) },
    ...(kind === 'members'
      ? [
          { id: 'category', header: t`Categoria`, cell: (m: Member) => categoryLabel(m.category) },
          { id: 'status', header: t`Situação`, cell: (m: Member) => statusLabel(m.status) },
        ]
      : []),
    // A user who cannot read the churches (a church's treasurer) would see an empty column.
    ...(churchNamesKnown
      ? [{ id: 'church', header: t`Igreja`, cell: (m: Member) => hierarchy?.names.get(m.churchId) }]
      : []),
  ]
  const columns = narrow ? cardColumns : tableColumns

  const remove = async (member: Member) => {
    try {
      await mutate('member.delete', { id: member.id })
      notify.success(t`Registro excluído e dados pessoais anonimizados.`)
    } catch (error) {
      console.error(error)
      notify.error(t`Erro ao excluir.`)
    }
  }

  return (
    <>
      {kind === 'members' ? <MemberLimitNotice members={members} /> : null}
      <ListScreen<Member>
        title={kind === 'members' ? t`Cadastro de membros` : t`Visitantes`}
        columns={columns}
        rows={rows}
        total={found.total}
        getRowId={(m) => m.id}
        entity="members"
        serverReads={MEMBER_SERVER_READS}
        getRowLabel={fullName}
        status={members === undefined ? 'loading' : 'ready'}
        {...listProps(list)}
        searchPlaceholder={t`Nome, CPF, e-mail ou telefone`}
        can={can}
        addLabel={kind === 'members' ? t`Novo membro` : t`Novo visitante`}
        onAdd={() => void navigate({ to: kind === 'members' ? '/members/new' : '/visitors/new' })}
        onView={(m) =>
          void navigate({
            to: kind === 'visitors' ? '/visitors/$memberId' : '/members/$memberId',
            params: { memberId: m.id },
          })
        }
        onEdit={(m) =>
          void navigate({
            to: kind === 'visitors' ? '/visitors/$memberId/edit' : '/members/$memberId/edit',
            params: { memberId: m.id },
          })
        }
        onDelete={remove}
        deleteDescription={(label) => (
          <Trans>
            Excluir “{label}”? Os dados pessoais serão apagados (anonimizados) neste e em todos os
            aparelhos; os lançamentos financeiros continuam nos totais. Esta ação não pode ser
            desfeita.
          </Trans>
        )}
        emptyTitle={
          kind === 'members' ? t`Nenhum membro cadastrado` : t`Nenhum visitante cadastrado`
        }
        actions={
          <>
            {can.add ? <ImportButton /> : null}
            {can.edit && kind === 'members' ? <RegistrationLinkButton /> : null}
            {kind === 'members' && canReport && members ? (
              <MemberReportButton members={members} hierarchy={hierarchy} />
            ) : null}
            {kind === 'members' && members ? (
              <MemberCardsButton members={allFound} filter={query} />
            ) : null}
            {kind === 'members' ? <WeekBirthdaysButton /> : null}
          </>
        }
      />
    </>
  )
}
