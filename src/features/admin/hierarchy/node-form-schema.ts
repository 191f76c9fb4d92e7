import { t } from '@lingui/core/macro'
import { z } from 'zod'
import { isValidCnpj, MIN_NAME_LENGTH, onlyDigits } from '../../../../sync'
import type { NodeKind } from './kinds'

const HEX = /^(#[0-9a-fA-F]{6})?$/

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

/**
 * The add/edit form of a hierarchy node, with messages in the active language (build it at
 * render). The same rules as the contracts (sync/contracts/hierarchy.ts), so what the form
 * accepts the server accepts.
 */
export function nodeFormSchema(kind: NodeKind, creating: boolean) {
  const colour = z
    .string()
    .trim()
    .regex(HEX, t`Use uma cor no formato #rrggbb.`)
  const parent = (message: string) =>
    creating ? z.string().min(1, message) : z.string().optional()
  return z.object({
    name: z
      .string()
      .trim()
      .min(MIN_NAME_LENGTH, t`O nome deve ter pelo menos ${MIN_NAME_LENGTH} caracteres.`)
      .max(200, t`O nome é longo demais.`),
    sigla: z
      .string()
      .trim()
      .max(20, t`A sigla tem no máximo 20 caracteres.`),
    linkLogo: z
      .string()
      .trim()
      .max(500, t`Informe um endereço http(s) válido.`)
      .refine((v) => v === '' || isHttpUrl(v), t`Informe um endereço http(s) válido.`),
    primaryColor: colour,
    secondaryColor: colour,
    accentColor: colour,
    conventionId: kind === 'convention' ? z.string().optional() : parent(t`Selecione a convenção.`),
    fieldId:
      kind === 'sector' || kind === 'church'
        ? parent(t`Selecione o campo eclesiástico.`)
        : z.string().optional(),
    sectorId: kind === 'church' ? parent(t`Selecione o setor regional.`) : z.string().optional(),
    cnpj: z
      .string()
      .trim()
      .refine((v) => v === '' || isValidCnpj(v), t`CNPJ inválido: confira os dígitos.`)
      .transform(onlyDigits),
    /** A church's representative member ('' = none). */
    representativeMemberId: z.string().optional(),
  })
}

export type NodeFormInput = z.input<ReturnType<typeof nodeFormSchema>>
export type NodeFormValues = z.output<ReturnType<typeof nodeFormSchema>>
