/**
 * A church's books, shared by the treasury, assets and liabilities screens: which church a row
 * belongs to (the choice and its form field), the form schemas they add to the contracts, the
 * patch of an edit, and the text of a failed write.
 */
export { useChurchChoice, type ChurchChoice } from './use-church'
export { ChurchField } from './church-field'
export { changedFields } from './patch'
export { churchIdField, optionalDateField } from './form-schemas'
export { errorText } from './error-text'
export { uploadMessage } from './issue-text'
export { categoryLabel, methodLabel, methodOptions, originLabel } from './labels'
export { useEventChoice, type EventChoice } from './use-event-choice'
export { EventField } from './event-field'
