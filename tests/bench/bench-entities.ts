import { sql } from 'drizzle-orm'
import { index, integer, pgTable, uuid, varchar } from 'drizzle-orm/pg-core'
import type { Db } from '../../server/db/client'
import { rowColumns } from '../../server/db/schema/columns'
import { publicRow } from '../../server/modules/hierarchy/replay'
import { defineEntity, registerEntity } from '../../server/modules/sync/registry'

/**
 * Two synthetic synced entities for `npm run bench`, shaped like the members and revenue rows
 * of later issues. They exist only in the bench's own fresh database: same row columns, same
 * seq trigger and index as the real synced tables, registered through the real server registry.
 */
const scopeColumns = {
  clientId: uuid('client_id').notNull(),
  conventionId: uuid('convention_id').notNull(),
  fieldId: uuid('field_id').notNull(),
  sectorId: uuid('sector_id').notNull(),
  churchId: uuid('church_id').notNull(),
}

export const benchMembers = pgTable(
  'bench_members',
  {
    ...rowColumns,
    ...scopeColumns,
    name: varchar('name', { length: 200 }).notNull(),
    cpf: varchar('cpf', { length: 14 }).notNull(),
    birthDate: varchar('birth_date', { length: 10 }).notNull(),
    gender: varchar('gender', { length: 10 }).notNull(),
    maritalStatus: varchar('marital_status', { length: 20 }).notNull(),
    email: varchar('email', { length: 200 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    street: varchar('street', { length: 200 }).notNull(),
    district: varchar('district', { length: 100 }).notNull(),
    city: varchar('city', { length: 100 }).notNull(),
    state: varchar('state', { length: 2 }).notNull(),
    zip: varchar('zip', { length: 9 }).notNull(),
    baptismDate: varchar('baptism_date', { length: 10 }).notNull(),
    ministry: varchar('ministry', { length: 100 }).notNull(),
    notes: varchar('notes', { length: 500 }).notNull(),
  },
  (t) => [
    index('bench_members_scope_idx').on(t.clientId, t.churchId),
    index('bench_members_seq_idx').on(t.seq),
  ],
)

export const benchFinance = pgTable(
  'bench_finance',
  {
    ...rowColumns,
    ...scopeColumns,
    code: integer('code').notNull(),
    date: varchar('date', { length: 10 }).notNull(),
    kind: varchar('kind', { length: 20 }).notNull(),
    category: varchar('category', { length: 100 }).notNull(),
    description: varchar('description', { length: 300 }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    paymentMethod: varchar('payment_method', { length: 20 }).notNull(),
    documentNumber: varchar('document_number', { length: 30 }).notNull(),
    memberName: varchar('member_name', { length: 200 }).notNull(),
  },
  (t) => [
    index('bench_finance_scope_idx').on(t.clientId, t.churchId),
    index('bench_finance_seq_idx').on(t.seq),
  ],
)

const rowSql = `id uuid PRIMARY KEY, created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz, seq bigint NOT NULL DEFAULT 0, client_id uuid NOT NULL, convention_id uuid NOT NULL,
  field_id uuid NOT NULL, sector_id uuid NOT NULL, church_id uuid NOT NULL`

const ddl = [
  `CREATE TABLE bench_members (${rowSql}, name varchar(200) NOT NULL, cpf varchar(14) NOT NULL,
    birth_date varchar(10) NOT NULL, gender varchar(10) NOT NULL, marital_status varchar(20) NOT NULL,
    email varchar(200) NOT NULL, phone varchar(20) NOT NULL, street varchar(200) NOT NULL,
    district varchar(100) NOT NULL, city varchar(100) NOT NULL, state varchar(2) NOT NULL, zip varchar(9) NOT NULL,
    baptism_date varchar(10) NOT NULL, ministry varchar(100) NOT NULL, notes varchar(500) NOT NULL)`,
  `CREATE TABLE bench_finance (${rowSql}, code integer NOT NULL, date varchar(10) NOT NULL, kind varchar(20) NOT NULL,
    category varchar(100) NOT NULL, description varchar(300) NOT NULL, amount_cents integer NOT NULL,
    payment_method varchar(20) NOT NULL, document_number varchar(30) NOT NULL, member_name varchar(200) NOT NULL)`,
  `CREATE INDEX bench_members_scope_idx ON bench_members (client_id, church_id)`,
  `CREATE INDEX bench_members_seq_idx ON bench_members (seq)`,
  `CREATE INDEX bench_finance_scope_idx ON bench_finance (client_id, church_id)`,
  `CREATE INDEX bench_finance_seq_idx ON bench_finance (seq)`,
  // The same trigger as every synced table (migrations 0001/0002): seq from change_seq under the cursor lock.
  `CREATE TRIGGER bench_members_touch BEFORE INSERT OR UPDATE ON bench_members FOR EACH ROW EXECUTE FUNCTION celeiro_touch_row()`,
  `CREATE TRIGGER bench_finance_touch BEFORE INSERT OR UPDATE ON bench_finance FOR EACH ROW EXECUTE FUNCTION celeiro_touch_row()`,
]

/** The demo churches with their hierarchy, numbered 0..k-1 (rows are spread over them). */
const churchesCte = `c AS (SELECT id, client_id, convention_id, field_id, sector_id,
  (row_number() OVER (ORDER BY id) - 1)::int AS n FROM churches WHERE deleted_at IS NULL),
  k AS (SELECT count(*)::int AS k FROM c)`

const pick = (list: string[], expr: string) =>
  `(ARRAY[${list.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}])[1 + (${expr}) % ${list.length}]`

const FIRST = [
  'Ana',
  'João',
  'Maria',
  'José',
  'Francisca',
  'Antônio',
  'Adriana',
  'Carlos',
  'Juliana',
  'Paulo',
  'Márcia',
  'Lucas',
]
const LAST = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Ribeiro',
  'Carvalho',
]
const CITIES = [
  'São Paulo',
  'Belo Horizonte',
  'Recife',
  'Salvador',
  'Curitiba',
  'Fortaleza',
  'Goiânia',
  'Manaus',
]
const STATES = ['SP', 'MG', 'PE', 'BA', 'PR', 'CE', 'GO', 'AM']
const MINISTRIES = [
  'Louvor',
  'Escola Bíblica',
  'Diaconia',
  'Jovens',
  'Missões',
  'Intercessão',
  'Infantil',
]
const CATEGORIES = ['Dízimos', 'Ofertas', 'Ofertas missionárias', 'Campanhas', 'Eventos', 'Cantina']
const METHODS = ['pix', 'dinheiro', 'cartao', 'transferencia', 'boleto']

function membersInsert(count: number): string {
  return `WITH ${churchesCte}
  INSERT INTO bench_members (id, client_id, convention_id, field_id, sector_id, church_id, name, cpf, birth_date,
    gender, marital_status, email, phone, street, district, city, state, zip, baptism_date, ministry, notes)
  SELECT gen_random_uuid(), c.client_id, c.convention_id, c.field_id, c.sector_id, c.id,
    ${pick(FIRST, 'g')} || ' ' || ${pick(LAST, 'g / 7')} || ' ' || ${pick(LAST, 'g / 13')},
    lpad((g * 7919 % 1000)::text, 3, '0') || '.' || lpad((g % 1000)::text, 3, '0') || '.' || lpad((g * 31 % 1000)::text, 3, '0') || '-' || lpad((g % 97)::text, 2, '0'),
    to_char(date '1950-01-01' + (g * 37 % 25000), 'YYYY-MM-DD'),
    ${pick(['feminino', 'masculino'], 'g')}, ${pick(['solteiro', 'casado', 'viuvo', 'divorciado'], 'g / 3')},
    'membro' || g || '@exemplo.com.br', '(11) 9' || lpad((g * 7 % 100000000)::text, 8, '0'),
    'Rua ' || ${pick(LAST, 'g / 5')} || ', ' || (g % 2000 + 1), 'Bairro ' || ${pick(FIRST, 'g / 11')},
    ${pick(CITIES, 'g / 17')}, ${pick(STATES, 'g / 17')}, lpad((g * 13 % 100000)::text, 5, '0') || '-' || lpad((g % 1000)::text, 3, '0'),
    to_char(date '1990-01-01' + (g * 53 % 12000), 'YYYY-MM-DD'), ${pick(MINISTRIES, 'g')},
    'Membro desde a congregação ' || (g % 40 + 1) || '; recebido por carta de transferência.'
  FROM generate_series(1, ${count}) AS g JOIN c ON c.n = g % (SELECT k FROM k)`
}

function financeInsert(count: number): string {
  return `WITH ${churchesCte}
  INSERT INTO bench_finance (id, client_id, convention_id, field_id, sector_id, church_id, code, date, kind,
    category, description, amount_cents, payment_method, document_number, member_name)
  SELECT gen_random_uuid(), c.client_id, c.convention_id, c.field_id, c.sector_id, c.id, g,
    to_char(date '2020-01-01' + (g * 7 % 2500), 'YYYY-MM-DD'), 'receita', ${pick(CATEGORIES, 'g')},
    ${pick(CATEGORIES, 'g')} || ' do culto de ' || to_char(date '2020-01-01' + (g * 7 % 2500), 'DD/MM/YYYY'),
    (g * 7919 % 500000) + 100, ${pick(METHODS, 'g / 3')}, 'REC-' || lpad(g::text, 8, '0'),
    ${pick(FIRST, 'g / 2')} || ' ' || ${pick(LAST, 'g / 9')}
  FROM generate_series(1, ${count}) AS g JOIN c ON c.n = g % (SELECT k FROM k)`
}

/** Creates the bench tables (with the seq trigger) and fills them with generate_series. */
export async function createAndSeed(
  db: Db,
  counts: { members: number; finance: number },
): Promise<void> {
  for (const statement of ddl) await db.execute(sql.raw(statement))
  if (counts.members > 0) await db.execute(sql.raw(membersInsert(counts.members)))
  if (counts.finance > 0) await db.execute(sql.raw(financeInsert(counts.finance)))
}

/** Registers both with the server's sync registry, like a real entity (REST-like projection, no deletedAt/seq). */
export function registerBenchEntities(): void {
  registerEntity(
    defineEntity({
      name: 'bench_members',
      table: benchMembers,
      scope: {
        clientId: benchMembers.clientId,
        conventionId: benchMembers.conventionId,
        fieldId: benchMembers.fieldId,
        sectorId: benchMembers.sectorId,
        churchId: benchMembers.churchId,
      },
      readPermission: 'VIEW_MEMBER',
      toRow: publicRow,
    }),
  )
  registerEntity(
    defineEntity({
      name: 'bench_finance',
      table: benchFinance,
      scope: {
        clientId: benchFinance.clientId,
        conventionId: benchFinance.conventionId,
        fieldId: benchFinance.fieldId,
        sectorId: benchFinance.sectorId,
        churchId: benchFinance.churchId,
      },
      readPermission: 'VIEW_REVENUES',
      toRow: publicRow,
    }),
  )
}
