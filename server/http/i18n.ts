/** Server-side messages in the product's three languages (pt-BR is the fallback). */
export const LANGUAGES = ['pt-BR', 'en', 'es'] as const
export type Language = (typeof LANGUAGES)[number]

/** Picks the request's language from `X-Language` or `Accept-Language`. */
export function pickLanguage(header: string | undefined | null): Language {
  if (!header) return 'pt-BR'
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? ''
    if (tag.startsWith('pt')) return 'pt-BR'
    if (tag.startsWith('en')) return 'en'
    if (tag.startsWith('es')) return 'es'
  }
  return 'pt-BR'
}

type Catalog = Record<string, string>

const ptBR = {
  bad_request: 'Requisição inválida.',
  validation_failed: 'Verifique os dados informados.',
  unauthenticated: 'Sessão expirada ou inválida. Entre novamente.',
  invalid_credentials: 'E-mail ou senha inválidos.',
  account_inactive: 'E-mail ou senha inválidos.',
  too_many_requests: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  forbidden: 'Você não tem permissão para esta ação.',
  not_found: 'Registro não encontrado.',
  conflict: 'O registro conflita com outro já existente.',
  payload_too_large: 'Arquivo muito grande.',
  unsupported_media_type: 'Formato de arquivo não suportado.',
  internal_error: 'Erro interno. Tente novamente mais tarde.',
} satisfies Catalog

export type MessageKey = keyof typeof ptBR

const en: Record<MessageKey, string> = {
  bad_request: 'Invalid request.',
  validation_failed: 'Please check the data you entered.',
  unauthenticated: 'Your session has expired or is invalid. Please sign in again.',
  invalid_credentials: 'Invalid e-mail or password.',
  account_inactive: 'Invalid e-mail or password.',
  too_many_requests: 'Too many attempts. Wait a few minutes and try again.',
  forbidden: 'You are not allowed to do this.',
  not_found: 'Record not found.',
  conflict: 'The record conflicts with an existing one.',
  payload_too_large: 'File too large.',
  unsupported_media_type: 'Unsupported file format.',
  internal_error: 'Internal error. Please try again later.',
}

const es: Record<MessageKey, string> = {
  bad_request: 'Solicitud inválida.',
  validation_failed: 'Verifique los datos ingresados.',
  unauthenticated: 'Su sesión expiró o no es válida. Inicie sesión nuevamente.',
  invalid_credentials: 'Correo electrónico o contraseña inválidos.',
  account_inactive: 'Correo electrónico o contraseña inválidos.',
  too_many_requests: 'Demasiados intentos. Espere unos minutos e intente de nuevo.',
  forbidden: 'No tiene permiso para esta acción.',
  not_found: 'Registro no encontrado.',
  conflict: 'El registro entra en conflicto con otro existente.',
  payload_too_large: 'Archivo demasiado grande.',
  unsupported_media_type: 'Formato de archivo no soportado.',
  internal_error: 'Error interno. Intente de nuevo más tarde.',
}

const catalogs: Record<Language, Record<string, string>> = { 'pt-BR': ptBR, en, es }

/** Adds messages of a module (e.g. auth e-mails) to the three catalogs. */
export function registerMessages(messages: Record<Language, Record<string, string>>): void {
  for (const lang of LANGUAGES) Object.assign(catalogs[lang], messages[lang])
}

/** Translates a key; `{name}` placeholders are filled from `values`. Unknown keys fall back to pt-BR, then to the key. */
export function translate(
  lang: Language,
  key: string,
  values: Record<string, string> = {},
): string {
  const text = catalogs[lang][key] ?? catalogs['pt-BR'][key] ?? key
  return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`)
}
