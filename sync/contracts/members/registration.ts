import { z } from 'zod'
import { addRuleIssues, memberCreateObject } from './fields'
import { multilineText, singleLine } from '../common'
import { lazy } from '../lazy'

/** Public self-registration (no sign-in): the person's own fields plus consent, which is required. */
export const publicRegistrationSchema = lazy(() =>
  memberCreateObject
    .omit({
      id: true,
      status: true,
      category: true,
      titheStatus: true,
      salary: true,
      function: true,
      title: true,
      // The church says since when and how a person is a member, not the person.
      admissionDate: true,
      admissionWay: true,
    })
    .extend({
      consentScope: multilineText(1000, 'consent_required').min(1, 'consent_required'),
      consentAt: z.iso.datetime({ offset: true, message: 'consent_required' }),
      consentTextVersion: singleLine('consent_required')
        .min(1, 'consent_required')
        .max(40, 'text_too_long'),
    })
    .superRefine(addRuleIssues),
)
export type PublicRegistration = z.output<typeof publicRegistrationSchema>

/** The church header of the public registration page. */
export const publicChurchSchema = lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    sigla: z.string(),
    linkLogo: z.string(),
    primaryColor: z.string(),
    secondaryColor: z.string(),
    accentColor: z.string(),
  }),
)
export type PublicChurch = z.output<typeof publicChurchSchema>
