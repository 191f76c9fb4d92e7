import { z } from 'zod'
import { lazy } from './lazy'

/**
 * The organisation's churches by name and place (docs/members.md, "Church directory"): every
 * live church of the user's client with the names of its convention, field and sector. Names
 * only: no CNPJ, PIX, logo or person. What a transfer is offered, and what the churches list
 * shows above a church whose sector, field or convention the user may not read.
 */
export const churchDirectoryEntrySchema = lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    conventionId: z.string(),
    conventionName: z.string(),
    fieldId: z.string(),
    fieldName: z.string(),
    sectorId: z.string(),
    sectorName: z.string(),
  }),
)
export type ChurchDirectoryEntry = z.output<typeof churchDirectoryEntrySchema>

export const churchDirectoryResponseSchema = lazy(() =>
  z.object({ data: z.array(churchDirectoryEntrySchema) }),
)
