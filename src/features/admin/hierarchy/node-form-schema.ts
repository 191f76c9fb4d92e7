import { z } from 'zod'
import { churchCreateSchema } from '../../../../sync'
import type { NodeKind } from './kinds'

/**
 * The add/edit form of a hierarchy node on the church contract's own field rules
 * (sync/contracts/hierarchy.ts; a convention, field or sector has the same ones but the CNPJ),
 * so what the form accepts the server accepts, plus the parent to pick when creating. Messages are
 * codes, turned into text when shown (contractMessage): the schema does not depend on the language.
 */
export function nodeFormSchema(kind: NodeKind, creating: boolean) {
  const parent = (code: string) => (creating ? z.string().min(1, code) : z.string().optional())
  return churchCreateSchema
    .pick({
      name: true,
      sigla: true,
      linkLogo: true,
      primaryColor: true,
      secondaryColor: true,
      accentColor: true,
      cnpj: true,
      pixKey: true,
      pixCity: true,
      address: true,
    })
    .extend({
      conventionId: kind === 'convention' ? z.string().optional() : parent('convention_required'),
      fieldId:
        kind === 'sector' || kind === 'church' ? parent('field_required') : z.string().optional(),
      sectorId: kind === 'church' ? parent('sector_required') : z.string().optional(),
      /** A church's representative member ('' = none). */
      representativeMemberId: z.string().optional(),
    })
}

export type NodeFormInput = z.input<ReturnType<typeof nodeFormSchema>>
export type NodeFormValues = z.output<ReturnType<typeof nodeFormSchema>>
