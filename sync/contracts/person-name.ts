import { z } from 'zod'
import { nameSchema } from './common'
import { lazy } from './lazy'

/**
 * A person's name as the app writes it in e-mails and screens (issue 47 #3): one line of a
 * sensible length, and nothing a mail reader would turn into a link. An administrator could
 * otherwise create a user with a stranger's address and a "name" that reads as Celeiro's own
 * words ("João.\n\nSua conta foi BLOQUEADA. Regularize em https://…"), mailed from Celeiro's
 * address. The mails still quote and label the name (server/modules/mail/user-text.ts).
 *
 * Message codes: single_line (a line break or another control character, as the text
 * primitive's), name_has_link, name_too_short, name_too_long.
 */

/** The longest name a user is greeted by; the full name has its own, longer limit. */
export const MAX_PERSON_NAME_LENGTH = 80
export const MAX_FULL_NAME_LENGTH = 200

const NOT_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/
/**
 * What mail readers turn into a link: a scheme (https://, mailto:), "www.", an e-mail address,
 * or a host name ending in a common top-level domain ("celeiro-suporte.com", "x.com.br/a").
 */
const LINK =
  /(\b[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\bmailto:|\S@\S|[\p{L}\p{N}-]\.(com|net|org|br|app|io|info|biz|xyz|site|online|link|me|co|ly|top|club|shop|gov|edu)(\b|\/|$))/iu

export const isOneLine = (value: string): boolean => !NOT_ONE_LINE.test(value)
export const hasLink = (value: string): boolean => LINK.test(value)

/** A user's name (the one they are greeted by): 3 to 80 characters, one line, no link. */
export const personNameSchema = lazy(() =>
  nameSchema
    .max(MAX_PERSON_NAME_LENGTH, 'name_too_long')
    .refine(isOneLine, 'single_line')
    .refine((value) => !hasLink(value), 'name_has_link'),
)

/** A full name: blank or up to 200 characters, one line, no link. */
export const fullNameSchema = lazy(() =>
  z
    .string()
    .trim()
    .max(MAX_FULL_NAME_LENGTH, 'name_too_long')
    .refine(isOneLine, 'single_line')
    .refine((value) => !hasLink(value), 'name_has_link'),
)
