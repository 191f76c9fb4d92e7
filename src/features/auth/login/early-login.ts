/**
 * /login's form as index.html draws it before any script (`#early-login`, docs/frontend.md,
 * "/login before the app"): on a cheap phone over a weak signal the app's scripts take seconds,
 * and the user types meanwhile. The app's login screen takes over what was typed, where the caret
 * was, and a press of "Entrar" or "Esqueci minha senha" made before it arrived.
 */

const EARLY_LOGIN_ID = 'early-login'
/** Set on <html> (to the language shown) while the early form stands in front of the app. */
const SHOWN_ATTRIBUTE = 'data-early-login'

export type EarlyField = 'email' | 'password'

export interface EarlyLogin {
  email: string
  password: string
  /** The field that had the focus, and its selection, or null (the focus was elsewhere). */
  focus: { field: EarlyField; start: number | null; end: number | null } | null
  /** "Entrar" was pressed (or Enter in a field): the app signs in with what was typed. */
  submitted: boolean
  /** "Esqueci minha senha" was pressed: the app opens its dialog. */
  forgot: boolean
}

function earlyForm(doc: Document): HTMLFormElement | null {
  if (!doc.documentElement.hasAttribute(SHOWN_ATTRIBUTE)) return null
  return doc.getElementById(EARLY_LOGIN_ID)?.querySelector('form') ?? null
}

/** The early form's input named `field`, if the form is there. */
function input(form: HTMLFormElement, field: EarlyField): HTMLInputElement | null {
  const found = form.elements.namedItem(field)
  return found instanceof HTMLInputElement ? found : null
}

/**
 * What the user did in the early form, and the form gone (the app's screen shows): called by the
 * login screen while React commits it, so no keystroke falls between the read and the removal.
 * null when the page had no early form (or it was taken already).
 */
export function takeEarlyLogin(doc: Document = document): EarlyLogin | null {
  const form = earlyForm(doc)
  if (!form) {
    dropEarlyLogin(doc)
    return null
  }
  const email = input(form, 'email')
  const password = input(form, 'password')
  const active = doc.activeElement
  const focused = active === email ? 'email' : active === password ? 'password' : null
  const taken: EarlyLogin = {
    email: email?.value ?? '',
    password: password?.value ?? '',
    focus: focused
      ? {
          field: focused,
          start: (active as HTMLInputElement).selectionStart,
          end: (active as HTMLInputElement).selectionEnd,
        }
      : null,
    submitted: form.hasAttribute('data-submitted'),
    forgot: form.hasAttribute('data-forgot'),
  }
  dropEarlyLogin(doc)
  return taken
}

/** Removes the early form and shows the app (its first screen is not /login's form). */
export function dropEarlyLogin(doc: Document = document): void {
  doc.getElementById(EARLY_LOGIN_ID)?.remove()
  doc.documentElement.removeAttribute(SHOWN_ATTRIBUTE)
}
