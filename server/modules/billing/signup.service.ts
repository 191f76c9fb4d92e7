import { and, eq, isNull } from 'drizzle-orm'
import { TRIAL_DAYS, type Signup } from '../../../sync/contracts/billing'
import type { contactSchema } from '../../../sync/contracts/billing'
import type { z } from 'zod'
import { oneLineAddress } from '../../../sync/contracts/br-formats'
import { formatCnpj } from '../../../sync/contracts/documents'
import { ALL_PERMISSIONS } from '../../../sync/contracts/permissions'
import { atomic } from '../../db/client'
import {
  churches,
  clients,
  conventions,
  fields,
  levels,
  roles,
  sectors,
  subscriptions,
  users,
} from '../../db/schema'
import type { AppDeps } from '../../http/app-env'
import { apiErrorFromDatabase } from '../../http/db-errors'
import type { Language } from '../../http/i18n'
import { sendEmailValidation } from '../auth/email-validation.service'
import { hashPassword } from '../auth/passwords'
import { assertNotCommon } from '../auth/password-policy'
import {
  salesContactMail,
  signupKnownCnpjMail,
  signupKnownEmailMail,
} from '../mail/signup-templates'
import {
  EBD_SUPERINTENDENT_PERMISSIONS,
  EBD_TEACHER_PERMISSIONS,
  SECRETARY_PERMISSIONS,
  TREASURER_PERMISSIONS,
} from '../roles/default-roles'
import { SIGNUP_EXPIRY_DAYS } from './signup-expiry'
import {
  claimSignupCnpj,
  claimSignupKey,
  recordSignupClient,
  SIGNUP_CNPJ_CONSTRAINT,
} from './signup.repo'

const DAY_MS = 86_400_000

/** The one answer of POST /api/signup/v1, whatever happened (no e-mail or CNPJ oracle). */
export const SIGNUP_ANSWER = { ok: true as const, trialDays: TRIAL_DAYS }

/**
 * A sign-up answers no sooner than this after it began, whatever happened: a known e-mail or
 * CNPJ (two reads, nothing created) would otherwise answer before a new organisation (some
 * fifteen inserts) and tell a prober which addresses and churches are registered. The mails go
 * out after the answer, so a slow SMTP server does not tell either.
 */
export const SIGNUP_ANSWER_FLOOR_MS = 1_000

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

type Outcome =
  | { kind: 'repeat' }
  | { kind: 'known_email' }
  | { kind: 'known_cnpj' }
  | { kind: 'created'; user: { id: string; email: string; name: string; language: string } }

/** The name of the unique index or constraint a database error violated (pg or PGlite, possibly wrapped by drizzle). */
function violatedConstraint(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const constraint = (e as { constraint?: unknown }).constraint
    if (typeof constraint === 'string') return constraint
    e = (e as { cause?: unknown }).cause
  }
  return undefined
}

const clip = (text: string, max = 200) => (text.length > max ? text.slice(0, max).trimEnd() : text)

/**
 * Creates a client organisation from the sign-up wizard (docs/billing.md), in one transaction:
 * the idempotency key is claimed first (a repeat, double click or concurrent retry creates
 * nothing); a known e-mail or CNPJ creates nothing and gets a mail saying so; otherwise the
 * CNPJ is claimed (a unique index: of sign-ups racing with one CNPJ, one creates the
 * organisation and the others are "known"), then the organisation, its convention, field,
 * sector and church, the three default levels and roles, the administrator (e-mail not
 * confirmed: the sign-up expires unconfirmed after SIGNUP_EXPIRY_DAYS) and the trial
 * subscription. The validation mail is sent after the commit, and the answer comes at the same
 * time for every outcome (SIGNUP_ANSWER_FLOOR_MS).
 */
export async function signUp(deps: AppDeps, input: Signup): Promise<typeof SIGNUP_ANSWER> {
  assertNotCommon(input.access.password, 'access.password')
  const started = performance.now()
  const passwordHash = await hashPassword(input.access.password)
  const now = deps.now()
  let outcome: Outcome
  try {
    outcome = await atomic(deps.db, (tx) => createOrganisation(tx, input, passwordHash, now))
  } catch (caught) {
    // A different key racing for the same CNPJ lost on signups_cnpj_uq, or for the same e-mail on
    // users_email_uq: that CNPJ, or that address, is known. Nothing of the loser was kept.
    if (apiErrorFromDatabase(caught)?.code !== 'conflict') throw caught
    outcome = {
      kind: violatedConstraint(caught) === SIGNUP_CNPJ_CONSTRAINT ? 'known_cnpj' : 'known_email',
    }
  }
  void notify(deps, input, outcome)
  deps.logger.info({ event: 'signup', outcome: outcome.kind }, 'sign-up')
  await sleep(SIGNUP_ANSWER_FLOOR_MS - (performance.now() - started))
  return SIGNUP_ANSWER
}

async function createOrganisation(
  tx: Parameters<Parameters<typeof atomic>[1]>[0],
  input: Signup,
  passwordHash: string,
  now: Date,
): Promise<Outcome> {
  const claim = await claimSignupKey(tx, input.idempotencyKey, now)
  if (!claim) return { kind: 'repeat' }

  const email = input.access.email
  const knownUser = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1)
  if (knownUser.length > 0) return { kind: 'known_email' }
  // A congregation without a CNPJ of its own signs up without one: it claims none, and no other
  // organisation is "known" by a blank (docs/billing.md, "Without a CNPJ").
  if (input.church.cnpj !== '') {
    const knownChurch = await tx
      .select({ id: churches.id })
      .from(churches)
      .where(and(eq(churches.cnpj, input.church.cnpj), isNull(churches.deletedAt)))
      .limit(1)
    if (knownChurch.length > 0) return { kind: 'known_cnpj' }
    // The database's guarantee of one organisation per CNPJ: a sign-up racing this one with the
    // same CNPJ waits here for this one's commit, then fails on the unique index (issue 47 #2).
    await claimSignupCnpj(tx, claim.id, input.church.cnpj)
  }

  const { church: c, person, plan } = input
  const [client] = await tx.insert(clients).values({ name: c.name, sigla: c.sigla }).returning()
  if (!client) throw new Error('sign-up: client')
  const clientId = client.id
  const conventionId = crypto.randomUUID()
  await tx.insert(conventions).values({
    id: conventionId,
    conventionId,
    clientId,
    name: clip(`Convenção – ${c.name}`),
    sigla: c.sigla,
  })
  const scope = { clientId, conventionId }
  const [field] = await tx
    .insert(fields)
    .values({ ...scope, name: clip(`Campo – ${c.name}`) })
    .returning()
  if (!field) throw new Error('sign-up: field')
  const [sector] = await tx
    .insert(sectors)
    .values({ ...scope, fieldId: field.id, name: clip(`Setor – ${c.name}`) })
    .returning()
  if (!sector) throw new Error('sign-up: sector')
  await tx.insert(churches).values({
    ...scope,
    fieldId: field.id,
    sectorId: sector.id,
    name: c.name,
    sigla: c.sigla,
    cnpj: c.cnpj,
    // The billing address is the church's: its letters and reports print it.
    address: oneLineAddress(c).slice(0, 300),
  })

  const [adminLevel] = await tx
    .insert(levels)
    .values({ clientId, name: 'Administrador', order: 0 })
    .returning()
  const [conventionLevel] = await tx
    .insert(levels)
    .values({ clientId, name: 'Convenção', order: 1 })
    .returning()
  if (!adminLevel || !conventionLevel) throw new Error('sign-up: levels')
  const [churchLevel] = await tx
    .insert(levels)
    .values({ clientId, name: 'Igreja', order: 2, parentLevelId: conventionLevel.id })
    .returning()
  if (!churchLevel) throw new Error('sign-up: levels')
  const [adminRole] = await tx
    .insert(roles)
    .values([
      {
        clientId,
        levelId: adminLevel.id,
        name: 'Administrador',
        permissions: [...ALL_PERMISSIONS],
      },
      { clientId, levelId: churchLevel.id, name: 'Tesoureiro', permissions: TREASURER_PERMISSIONS },
      { clientId, levelId: churchLevel.id, name: 'Secretário', permissions: SECRETARY_PERMISSIONS },
      // The Sunday school's (docs/ebd.md): a teacher takes the roll of their own classes.
      {
        clientId,
        levelId: churchLevel.id,
        name: 'Professor(a) da EBD',
        permissions: EBD_TEACHER_PERMISSIONS,
      },
      {
        clientId,
        levelId: churchLevel.id,
        name: 'Superintendente da EBD',
        permissions: EBD_SUPERINTENDENT_PERMISSIONS,
      },
    ])
    .returning()
  if (!adminRole) throw new Error('sign-up: roles')

  const firstName = person.fullName.split(/\s+/)[0] ?? person.fullName
  const [user] = await tx
    .insert(users)
    .values({
      clientId,
      roleId: adminRole.id,
      name: firstName,
      fullName: person.fullName,
      email,
      cpf: person.cpf,
      phone: person.phone,
      language: input.language,
      passwordHash,
      emailConfirmedAt: null,
    })
    .returning()
  if (!user) throw new Error('sign-up: user')

  await tx.insert(subscriptions).values({
    clientId,
    planId: plan.planId,
    status: 'trial',
    trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * DAY_MS).toISOString(),
    paymentMethod: plan.paymentMethod,
    payerName: person.fullName,
    payerCpf: person.cpf,
    payerCnpj: c.cnpj,
    payerPhone: person.phone,
    cep: c.cep,
    street: c.street,
    number: c.number,
    complement: c.complement,
    district: c.district,
    city: c.city,
    state: c.state,
  })
  await recordSignupClient(tx, claim.id, clientId)
  return {
    kind: 'created',
    user: { id: user.id, email: user.email, name: user.name, language: user.language },
  }
}

/** The mail of each outcome; a repeat sends nothing. A mail that fails is logged, the answer stays the same. */
async function notify(deps: AppDeps, input: Signup, outcome: Outcome): Promise<void> {
  const lang: Language = input.language
  const to = input.access.email
  try {
    if (outcome.kind === 'created') await sendEmailValidation(deps, outcome.user)
    else if (outcome.kind === 'known_email') {
      const loginLink = `${deps.config.appOrigin}/login`
      await deps.mailer.send({
        to,
        ...signupKnownEmailMail(lang, { loginLink, resetLink: loginLink }),
        link: loginLink,
      })
    } else if (outcome.kind === 'known_cnpj') {
      const mail = signupKnownCnpjMail(lang, {
        cnpj: formatCnpj(input.church.cnpj),
        expiryDays: SIGNUP_EXPIRY_DAYS,
        contactEmail: deps.config.salesEmail,
      })
      await deps.mailer.send({ to, ...mail })
    }
  } catch (err) {
    deps.logger.error({ err, outcome: outcome.kind }, 'sign-up e-mail not sent')
  }
}

/** POST /api/signup/v1/contact: above 750 members, a mail to the sales address. */
export async function sendSalesContact(
  deps: AppDeps,
  input: z.output<typeof contactSchema>,
  lang: Language,
): Promise<void> {
  const mail = salesContactMail(lang, {
    name: input.name,
    email: input.email,
    phone: input.phone,
    organisation: input.organisation,
    memberCount: input.memberCount,
    message: input.message,
  })
  await deps.mailer.send({ to: deps.config.salesEmail, ...mail })
  deps.logger.info({ event: 'sales_contact' }, 'sign-up: sales contact sent')
}
