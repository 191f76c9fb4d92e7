import type { Locator, Page } from '@playwright/test'

/** Page model of /login (labels in pt-BR unless the test switches language). */
export class LoginPage {
  readonly email: Locator
  readonly password: Locator
  readonly submit: Locator
  readonly alert: Locator
  constructor(readonly page: Page) {
    this.email = page.getByRole('textbox', { name: /E-mail|Correo/ })
    this.password = page.locator('input[name="password"]')
    this.submit = page.getByRole('button', { name: /^(Entrar|Sign in|Iniciar sesión)$/ })
    this.alert = page.getByRole('alert')
  }
  /** Opens /login and waits for the app's screen (index.html's early form taken over). */
  async goto(): Promise<void> {
    await this.page.goto('/login')
    await this.appTookOver()
  }
  /** The app's login screen is in front: index.html's early form is gone (early-login.ts). */
  async appTookOver(): Promise<void> {
    await this.page.locator('#early-login').waitFor({ state: 'detached' })
    await this.email.waitFor()
  }
  async signIn(email: string, password: string): Promise<void> {
    await this.email.fill(email)
    await this.password.fill(password)
    await this.submit.click()
  }
}

/** Page model of /refresh-password/$code. */
export class ResetPasswordPage {
  readonly password: Locator
  readonly confirm: Locator
  readonly submit: Locator
  readonly strength: Locator
  constructor(readonly page: Page) {
    this.password = page.locator('input[name="password"]')
    this.confirm = page.locator('input[name="confirmPassword"]')
    this.submit = page.getByRole('button', { name: 'Salvar nova senha' })
    this.strength = page.getByTestId('password-strength')
  }
}

/** The link an e-mail carries to a path of the app. */
export function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path}/[^\\s]+`).exec(text)
  if (!match) throw new Error(`No ${path} link in:\n${text}`)
  return new URL(match[0]).pathname
}
