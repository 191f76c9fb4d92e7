import { z } from 'zod'
import {
  signupAccessSchema,
  signupChurchSchema,
  signupPersonSchema,
  signupPlanSchema,
  type SignupInput,
} from '../../../sync'

/** The wizard's one form: the four steps of the contract, typed as the user types them. */
export type WizardValues = Omit<SignupInput, 'idempotencyKey' | 'language'>

export const STEP_COUNT = 4
export type StepIndex = 0 | 1 | 2 | 3

/** What each step validates (zod strips the other steps' values). */
export const STEP_SCHEMAS = [
  z.object({ access: signupAccessSchema }),
  z.object({ person: signupPersonSchema }),
  z.object({ church: signupChurchSchema }),
  z.object({
    access: signupAccessSchema,
    person: signupPersonSchema,
    church: signupChurchSchema,
    plan: signupPlanSchema,
  }),
] as const

export const EMPTY_VALUES: WizardValues = {
  access: { email: '', password: '', passwordConfirm: '' },
  person: { fullName: '', cpf: '', phone: '' },
  church: {
    name: '',
    sigla: '',
    cnpj: '',
    cep: '',
    street: '',
    number: '',
    complement: '',
    district: '',
    city: '',
    state: '' as WizardValues['church']['state'],
  },
  plan: { planId: 'up_to_50', paymentMethod: 'pix' },
}

/** The wizard session kept in sessionStorage so a reload loses nothing — except the password. */
const STORAGE_KEY = 'celeiro.signup'

export interface StoredWizard {
  key: string
  step: StepIndex
  values: WizardValues
}

export function loadWizard(): StoredWizard | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY)
    if (!raw) return null
    const stored = JSON.parse(raw) as StoredWizard
    if (typeof stored.key !== 'string' || !stored.values) return null
    const values: WizardValues = {
      access: {
        ...EMPTY_VALUES.access,
        ...stored.values.access,
        password: '',
        passwordConfirm: '',
      },
      person: { ...EMPTY_VALUES.person, ...stored.values.person },
      church: { ...EMPTY_VALUES.church, ...stored.values.church },
      plan: { ...EMPTY_VALUES.plan, ...stored.values.plan },
    }
    // Without the password the first step is filled again; the other steps keep what was typed.
    return { key: stored.key, step: 0, values }
  } catch {
    return null
  }
}

export function saveWizard(wizard: StoredWizard): void {
  const values = {
    ...wizard.values,
    access: { email: wizard.values.access.email, password: '', passwordConfirm: '' },
  }
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...wizard, values }))
  } catch {
    // A full or blocked storage only loses the reload safety net.
  }
}

export function clearWizard(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY)
  } catch {
    // nothing kept
  }
}
