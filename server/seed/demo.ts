import { sql } from 'drizzle-orm'
import { ALL_PERMISSIONS } from '../../sync/contracts/permissions'
import type { Db } from '../db/client'
import { churches, clients, conventions, fields, levels, roles, sectors, users } from '../db/schema'
import type { Logger } from '../logger'
import { hashPassword } from '../modules/auth/passwords'
import {
  SECRETARY_PERMISSIONS as SECRETARY,
  TREASURER_PERMISSIONS as TREASURER,
} from '../modules/roles/default-roles'
import { seedDemoMembers } from './demo-members'
import { seedDemoEvents } from './demo-events'
import { seedDemoAssets } from './demo-assets'
import { seedDemoTreasury } from './demo-treasury'
import { seedDemoBilling } from './demo-billing'
import { seedDemoEbd } from './demo-ebd'

export const DEMO_PASSWORD = 'Celeiro@2026'

/** The demo organisation of the README: one convention, 2 fields, 3 sectors, 6 churches, three roles, two users. */
export async function seedDemoIfEmpty(db: Db, logger: Logger): Promise<void> {
  const existing = await db.select({ n: sql<number>`count(*)::int` }).from(clients)
  if ((existing[0]?.n ?? 0) > 0) return
  await seedDemo(db)
  logger.info('demo data seeded: admin@celeiro.app / tesoureiro@celeiro.app')
}

export async function seedDemo(db: Db) {
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  return db.transaction(async (tx) => {
    const [client] = await tx
      .insert(clients)
      .values({
        name: 'Igrejas Celeiro (demonstração)',
        sigla: 'CEL',
        primaryColor: '#1f5f99',
        secondaryColor: '#7fb2e5',
        accentColor: '#ffffff',
      })
      .returning()
    if (!client) throw new Error('seed: client')
    const conventionId = crypto.randomUUID()
    const [convention] = await tx
      .insert(conventions)
      .values({
        id: conventionId,
        conventionId,
        clientId: client.id,
        name: 'Convenção Estadual das Assembleias',
        sigla: 'CEAD',
        primaryColor: '#1f5f99',
        secondaryColor: '#7fb2e5',
        accentColor: '#ffffff',
      })
      .returning()
    if (!convention) throw new Error('seed: convention')
    const scope = { clientId: client.id, conventionId: convention.id }
    const fieldRows = await tx
      .insert(fields)
      .values([
        { ...scope, name: 'Campo Eclesiástico de Campinas', sigla: 'CEC' },
        { ...scope, name: 'Campo Eclesiástico de Ribeirão Preto', sigla: 'CERP' },
      ])
      .returning()
    const [f1, f2] = fieldRows
    if (!f1 || !f2) throw new Error('seed: fields')
    const sectorRows = await tx
      .insert(sectors)
      .values([
        { ...scope, fieldId: f1.id, name: 'Setor Regional Norte', sigla: 'SRN' },
        { ...scope, fieldId: f1.id, name: 'Setor Regional Sul', sigla: 'SRS' },
        { ...scope, fieldId: f2.id, name: 'Setor Regional Centro', sigla: 'SRC' },
      ])
      .returning()
    const [s1, s2, s3] = sectorRows
    if (!s1 || !s2 || !s3) throw new Error('seed: sectors')
    const churchRows = await tx
      .insert(churches)
      .values([
        {
          ...scope,
          fieldId: f1.id,
          sectorId: s1.id,
          name: 'Igreja Sede Campinas',
          sigla: 'SEDE',
          cnpj: '11222333000181',
          address: 'Rua Barão de Jaguara, 1200 – Centro, Campinas/SP – CEP 13015-002',
        },
        {
          ...scope,
          fieldId: f1.id,
          sectorId: s1.id,
          name: 'Congregação Jardim Aurélia',
          sigla: 'JA',
          cnpj: '',
          address: 'Rua Hermantino Coelho, 85 – Jardim Aurélia, Campinas/SP – CEP 13033-000',
        },
        {
          ...scope,
          fieldId: f1.id,
          sectorId: s2.id,
          name: 'Congregação Vila Industrial',
          sigla: 'VI',
          cnpj: '',
        },
        {
          ...scope,
          fieldId: f1.id,
          sectorId: s2.id,
          name: 'Congregação São Bernardo',
          sigla: 'SB',
          cnpj: '',
        },
        {
          ...scope,
          fieldId: f2.id,
          sectorId: s3.id,
          name: 'Igreja Sede Ribeirão Preto',
          sigla: 'SEDERP',
          cnpj: '',
          address: 'Avenida Nove de Julho, 410 – Centro, Ribeirão Preto/SP – CEP 14025-000',
        },
        {
          ...scope,
          fieldId: f2.id,
          sectorId: s3.id,
          name: 'Congregação Ipiranga',
          sigla: 'IPI',
          cnpj: '',
        },
      ])
      .returning()
    const sede = churchRows[0]
    if (!sede) throw new Error('seed: churches')

    const levelRows = await tx
      .insert(levels)
      .values([{ clientId: client.id, name: 'Administrador', order: 0 }])
      .returning()
    const admin = levelRows[0]
    if (!admin) throw new Error('seed: levels')
    const [conventionLevel] = await tx
      .insert(levels)
      .values({ clientId: client.id, name: 'Convenção', order: 1 })
      .returning()
    if (!conventionLevel) throw new Error('seed: levels')
    const [churchLevel] = await tx
      .insert(levels)
      .values({ clientId: client.id, name: 'Igreja', order: 2, parentLevelId: conventionLevel.id })
      .returning()
    if (!churchLevel) throw new Error('seed: levels')

    const roleRows = await tx
      .insert(roles)
      .values([
        {
          clientId: client.id,
          levelId: admin.id,
          name: 'Administrador',
          permissions: [...ALL_PERMISSIONS],
        },
        {
          clientId: client.id,
          levelId: churchLevel.id,
          name: 'Tesoureiro',
          permissions: TREASURER,
        },
        {
          clientId: client.id,
          levelId: churchLevel.id,
          name: 'Secretário',
          permissions: SECRETARY,
        },
      ])
      .returning()
    const [adminRole, treasurerRole, secretaryRole] = roleRows
    if (!adminRole || !treasurerRole || !secretaryRole) throw new Error('seed: roles')

    const confirmed = new Date().toISOString()
    await tx.insert(users).values([
      {
        clientId: client.id,
        roleId: adminRole.id,
        name: 'Ana',
        fullName: 'Ana Beatriz Lima',
        email: 'admin@celeiro.app',
        passwordHash,
        emailConfirmedAt: confirmed,
      },
      {
        ...scope,
        fieldId: f1.id,
        sectorId: s1.id,
        churchId: sede.id,
        roleId: treasurerRole.id,
        name: 'João',
        fullName: 'João Batista Souza',
        email: 'tesoureiro@celeiro.app',
        passwordHash,
        emailConfirmedAt: confirmed,
      },
      {
        ...scope,
        fieldId: f1.id,
        sectorId: s2.id,
        roleId: secretaryRole.id,
        name: 'Márcia',
        fullName: 'Márcia Oliveira Santos',
        email: 'secretaria@celeiro.app',
        passwordHash,
        emailConfirmedAt: confirmed,
      },
    ])
    const demoMembers = await seedDemoMembers(tx, churchRows)
    await seedDemoTreasury(tx, churchRows)
    await seedDemoAssets(tx, churchRows)
    await seedDemoEvents(tx, churchRows)
    await seedDemoEbd(tx, sede, churchLevel.id)
    await seedDemoBilling(tx, client.id)
    return {
      members: demoMembers,
      client,
      convention,
      fields: fieldRows,
      sectors: sectorRows,
      churches: churchRows,
      roles: roleRows,
    }
  })
}
