import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { formatCep, type Member } from '../../../../sync'
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format'
import { admissionWayLabel, categoryLabel, maritalLabel, statusLabel, titheLabel } from '../labels'
import { displayCpf, displayPhone, isoInstant } from '../member-display'
import type { Hierarchy } from '../use-member-data'

function Item({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Text>{children === '' || children === null || children === undefined ? '—' : children}</Text>
    </Box>
  )
}

export function DetailSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="3" borderWidth="1px" rounded="md" p={{ base: '3', md: '4' }} bg="bg">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  )
}

/** "15/04/2001 · Batismo", the date alone, the way alone, or '' (shown as '—'). */
export function admissionText(member: Pick<Member, 'admissionDate' | 'admissionWay'>): string {
  return [
    member.admissionDate ? formatDate(member.admissionDate) : '',
    member.admissionWay ? admissionWayLabel(member.admissionWay) : '',
  ]
    .filter(Boolean)
    .join(' · ')
}

/** Every field of the record, grouped as the form groups them. */
export function MemberDetails({
  member,
  hierarchy,
  treasury,
}: {
  member: Member
  hierarchy: Hierarchy | undefined
  treasury: boolean
}) {
  const { t } = useLingui()
  const a = member.address
  const name = (id: string | undefined) => (id ? (hierarchy?.names.get(id) ?? '') : '')
  const street = [a?.street, a?.number, a?.complement].filter(Boolean).join(', ')
  const place = [a?.neighborhood, a?.city, a?.state].filter(Boolean).join(' — ')
  return (
    <Stack gap="4">
      <DetailSection title={<Trans>Dados pessoais</Trans>}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
          <Item label={t`CPF`}>{displayCpf(member.cpf)}</Item>
          <Item label={t`Data de nascimento`}>
            {member.birthDate ? formatDate(member.birthDate) : ''}
          </Item>
          <Item label={t`Estado civil`}>
            {member.maritalStatus ? maritalLabel(member.maritalStatus) : ''}
          </Item>
          <Item label={t`Profissão`}>{member.profession}</Item>
          <Item label={t`Empresa`}>{member.companyName}</Item>
          {treasury ? (
            <Item label={t`Salário`}>
              {typeof member.salary === 'number' ? formatMoney(member.salary) : ''}
            </Item>
          ) : null}
        </SimpleGrid>
      </DetailSection>
      {member.status === 'visitor' || member.visitDate || member.invitedBy ? (
        <DetailSection title={<Trans>Visita</Trans>}>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
            <Item label={t`Data da visita`}>
              {member.visitDate ? formatDate(member.visitDate) : ''}
            </Item>
            <Item label={t`Convidado(a) por`}>{member.invitedBy}</Item>
          </SimpleGrid>
        </DetailSection>
      ) : null}
      <DetailSection title={<Trans>Contato e endereço</Trans>}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
          <Item label={t`Telefone`}>{displayPhone(member.phone)}</Item>
          <Item label={t`E-mail`}>{member.email}</Item>
          <Item label={t`CEP`}>{a?.cep ? formatCep(a.cep) : ''}</Item>
          <Item label={t`Endereço`}>{street}</Item>
          <Item label={t`Bairro, cidade e UF`}>{place}</Item>
        </SimpleGrid>
      </DetailSection>
      <DetailSection title={<Trans>Igreja</Trans>}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
          <Item label={t`Igreja`}>{name(member.churchId)}</Item>
          {name(member.sectorId) ? (
            <Item label={t`Setor regional`}>{name(member.sectorId)}</Item>
          ) : null}
          {name(member.fieldId) ? (
            <Item label={t`Campo eclesiástico`}>{name(member.fieldId)}</Item>
          ) : null}
          {name(member.conventionId) ? (
            <Item label={t`Convenção`}>{name(member.conventionId)}</Item>
          ) : null}
          <Item label={t`Situação`}>{statusLabel(member.status)}</Item>
          <Item label={t`Categoria`}>{categoryLabel(member.category)}</Item>
          <Item label={t`Função`}>{member.function}</Item>
          <Item label={t`Título`}>{member.title}</Item>
          {member.status === 'visitor' ? null : (
            <Item label={t`Membro desde`}>{admissionText(member)}</Item>
          )}
          <Item label={t`Batismo`}>
            {member.baptized
              ? member.baptismDate
                ? formatDate(member.baptismDate)
                : t`Batizado(a)`
              : t`Não batizado`}
          </Item>
          {treasury ? (
            <Item label={t`Situação do dízimo`}>
              {member.titheStatus ? titheLabel(member.titheStatus) : ''}
            </Item>
          ) : null}
        </SimpleGrid>
      </DetailSection>
      <DetailSection title={<Trans>Consentimento (LGPD)</Trans>}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
          <Item label={t`Consentimento`}>
            {member.consentAt ? formatDateTime(isoInstant(member.consentAt)) : t`Não registrado`}
          </Item>
          <Item label={t`Versão do termo`}>{member.consentTextVersion}</Item>
          {member.guardianName ? <Item label={t`Responsável`}>{member.guardianName}</Item> : null}
          {member.guardianConsentAt ? (
            <Item label={t`Consentimento do responsável`}>
              {formatDateTime(isoInstant(member.guardianConsentAt))}
            </Item>
          ) : null}
        </SimpleGrid>
      </DetailSection>
    </Stack>
  )
}
