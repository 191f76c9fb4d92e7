/**
 * The only door between the app (src/) and data: the HTTP client, the stored login, the
 * contracts the screens need, and (with the offline engine) named mutations, live queries
 * and the sync status.
 */
export { request, HttpError, API_BASE, setRequestLanguage } from './http'
export {
  KEY_LOGIN,
  readLogin,
  readToken,
  storeLogin,
  clearLogin,
  type StoredLogin,
} from './login-storage'
export * from './contracts/permissions'
export * from './contracts/api-error'
export * from './contracts/auth'
export * from './auth-api'
export {
  session,
  createSession,
  type SessionStore,
  type SessionSnapshot,
  type SessionStatus,
} from './session'
// The offline engine (docs/sync.md): start/stop per signed-in user, named mutations, mirror tables for live queries, status, needs-attention.
export {
  startSync,
  stopSync,
  wipeUserData,
  pendingCount,
  mutate,
  mutateMany,
  mirror,
  unconfirmedRows,
  attention,
  outbox,
  requestPersistentStorage,
  deviceKeep,
  setDeviceKeep,
  readFromServer,
  liveQuery,
  syncStatus,
  type SyncStatus,
  type MirrorTable,
  type MutationWrite,
  type PendingWrite,
  type UnconfirmedRow,
} from './engine/api'
// The catalog of synced entities: their names, rows and mutations (docs/adding-an-entity.md).
export type { EntityName, EntityRow, MutationName, MutationArgs } from './contracts/catalog'
export type { AttentionEntry, Row as MirrorRow } from './engine/database'
// Sums over the whole mirror kept by the device (the organisation's charts and the home's figures).
export { readYearSums, keepMonthSums, MONTH_SUMS, MONTH_SUMS_STORE } from './engine/month-sums'
// Each event's receipts, gifts and payments per church and month (an event's progress, issue 50).
export { readEventSums, EVENT_SUMS, type EventSum } from './engine/event-sums'
export { userStorageKey } from './user-storage'
export * from './contracts/mirror-keep'
export { partialOf } from './engine/device-registry'
export type { Rejection } from './contracts/sync'
export type { DataAccessFormat, DataAccessKind } from './contracts/access-log'
// Contracts of the hierarchy and identity (the administration screens).
export * from './contracts/hierarchy'
export * from './contracts/church-directory'
export { fetchChurchDirectory } from './directory-api'
export * from './contracts/levels'
export * from './contracts/roles'
export {
  cpfSchema,
  PLACEMENT_KEYS,
  userCreateSchema,
  userUpdateSchema,
  userSchema,
  type PlacementKey,
  type UserCreate,
  type UserUpdate,
  type User,
} from './contracts/users'
export { MIN_NAME_LENGTH, nameSchema, colorSchema } from './contracts/common'
export { isValidCnpj, isValidCpf, formatCnpj, formatCpf, onlyDigits } from './contracts/documents'
export * from './contracts/members'
export {
  parseCep,
  isValidCep,
  formatCep,
  oneLineAddress,
  type AddressParts,
  parseBrDate,
  formatBrDate,
  ageOn,
} from './contracts/br-formats'
// The one calendar of the device and the contracts (issue 13 §1, docs/dates.md).
export {
  MIN_YEAR,
  MAX_YEAR,
  isLeapYear,
  daysInMonth,
  isRealDate,
  toIsoDate,
  parseIsoDate,
  isIsoDate,
  addDays,
  addMonths,
  weekdayOf,
  firstOfPreviousMonth,
  todayIso,
  latestTodayIso,
  todayInZone,
  localDateOf,
  dateOfLocalStamp,
  utcDateOf,
  nowIso,
  type DateParts,
} from './contracts/dates'
// The treasury (issue 6): its contracts.
export {
  EXPENSE_CATEGORIES,
  REVENUE_ORIGINS,
  PAYMENT_METHODS,
  RECURRENCES,
  REPASSE_RECIPIENTS,
  TREASURY_ISSUES,
  MAX_AMOUNT,
  MIN_HISTORY_LENGTH,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  revenueCreateSchema,
  revenueUpdateSchema,
  expenseCreateSchema,
  expenseUpdateSchema,
  paymentCreateSchema,
  titheCreateSchema,
  titheUpdateSchema,
  titheBudgetCreateSchema,
  repasseRegisterCreateSchema,
  amountSchema,
  nonNegativeAmountSchema,
  historySchema,
  isoDateSchema,
  paymentMethodSchema,
  periodSchema,
  timeSchema,
  text as boundedText,
  entryRuleIssues,
  periodOf,
  periodBounds,
  type Revenue,
  type Expense,
  type Payment,
  type Tithe,
  type TitheBudget,
  type RepasseRegister,
  type Attachment,
  type ExpenseCategory,
  type RevenueOrigin,
  type PaymentMethod,
  type Recurrence,
  type RepasseRecipient,
  type EntryKind,
  type TreasuryIssue,
} from './contracts/treasury'
// The home's money figures for a first sign-in (GET /treasury/v1/home-figures), and the name of
// the database whose absence says this device holds nothing of the user yet.
export { homeFiguresSchema, type HomeFiguresAnswer } from './contracts/treasury/home-figures'
export { databaseName } from './engine/database-name'
// The treasury's pure rules, shared with the server: instalments, realization, repasse.
export { expandInstalments, isOpenEnded } from './rules/instalments'
export {
  realize,
  budgetVsRealizedByMonth,
  monthsOf,
  titheStatus,
  repasseSources,
  computeRepasse,
  percentOf,
  type Instalment,
  type Realization,
  type TitheStatus as TreasuryTitheStatus,
} from './rules/treasury-money'
export {
  daysBetween,
  overdueSince,
  nextOpen,
  passesStatus,
  STATUS_FILTERS,
  type StatusFilter,
} from './rules/overdue'
// The device's attachment queue (treasury files taken offline, uploaded when online).
export { startUploads, stopUploads, wipeUploads, uploads, fetchAttachment } from './uploads/api'
export { UploadRefused } from './uploads/queue'
export { prepareAttachment, PHOTO_LIMITS, shrinkImage } from './uploads/shrink-image'
export { cachedMemberPhoto, keepMemberPhoto } from './uploads/photo-cache'
export { memberPhotoPath } from './uploads/api'
export type { UploadItem, UploadKind, UploadState } from './uploads/database'
export type { UploadRefusal } from './uploads/limits'
// The one CSV writer of every export (formula cells neutralised per OWASP): src/lib/csv.
export { writeCsv, csvLine, isFormulaLike } from './csv'
// Assets (patrimony: movements and tagged items) and liabilities (issue 17, docs/assets.md).
export {
  MOVEMENT_KINDS,
  ITEM_STATUSES,
  ASSET_ISSUES,
  MAX_MOVEMENT_QUANTITY,
  MAX_IDENTIFIER_LENGTH,
  movementQuantitySchema,
  movementPriceSchema,
  identifierSchema,
  type MovementKind,
  type ItemStatus,
  type AssetIssue,
  type Asset,
  type AssetMovement,
  type AssetItem,
  type Liability,
} from './contracts/assets'
export {
  assetBalance,
  identifierKey,
  itemIssue,
  movementsIssue,
  type AssetBalance,
  type MovementLike,
} from './rules/assets'
// The cash flow (issue 16, docs/reports.md): the period rule and the computation.
export {
  MAX_CASH_FLOW_MONTHS,
  cashFlow,
  cashFlowPeriodIssue,
  monthsBetween,
  type CashFlow,
  type CashFlowInput,
  type CashFlowMonth,
  type CashFlowPeriodIssue,
  type CashFlowSource,
} from './rules/cash-flow'
// The service closing (issue 16): the count by note and coin, and its figures.
export {
  CASH_DENOMINATIONS,
  MAX_CLOSING_TITHES,
  type CashCount,
  type ServiceClosing,
} from './contracts/treasury/closings'
export {
  closingFigures,
  countedCash,
  type ClosingFigures,
  type ClosingTithe,
} from './rules/service-closing'
// Reminders (issue 15, docs/reminders.md): the alerts of revenues and expenses, per open instalment.
export {
  DEFAULT_ALERT_TIME,
  alertOccurrences,
  alertDayOf,
  compareOccurrences,
  dueAt,
  dueBy,
  hasAlert,
  localInstant,
  localStamp,
  reminderId,
  type AlertEntry,
  type AlertInput,
  type AlertKind,
  type AlertOccurrence,
  type AlertPayment,
} from './rules/alerts'
// The financial calendar (issue 15): the month grid of a locale and its items from every source.
export {
  CALENDAR_SOURCES,
  calendarItems,
  firstDayOfWeek,
  itemOfChurch,
  itemsByDate,
  monthGrid,
  monthRange,
  weekdayOrder,
  type CalendarChurch,
  type CalendarData,
  type CalendarItem,
  type CalendarLink,
  type CalendarSource,
  type CalendarSourceFn,
  type CalendarStatus,
  type DateRange,
  type Weekday,
} from './rules/calendar'
// Events and campaigns (issue 15, docs/events.md): the contract and what they collected and spent.
export {
  EVENT_ISSUES,
  EVENT_LEVELS,
  eventCreateSchema,
  eventUpdateSchema,
  eventLevel,
  eventRuleIssues,
  eventVisibleTo,
  type ChurchEvent,
  type EventIssue,
  type EventLevel,
  type EventPath,
} from './contracts/events'
export {
  eventFigures,
  eventPhase,
  eventSumFigures,
  progressOf,
  type EventFigures,
  type EventProgressFigures,
  type EventFiguresInput,
  type EventPhase,
} from './rules/events'
export { buildStaticBrCode, parseBrCode, type BrCodeError } from './rules/pix-br-code'
export { validatePixKey, type PixKeyError } from './contracts/pix-key'
export * from './contracts/billing'
// Sign-up and billing (issue 18): the calls.
export {
  signUp,
  sendSignupContact,
  lookupCepAddress,
  fetchBilling,
  changePlan,
  chargeInvoice,
  simulateChargePaid,
} from './billing-api'
export {
  PAYMENT_METHODS as BILLING_PAYMENT_METHODS,
  type PaymentMethod as BillingPaymentMethod,
} from './contracts/billing'
// Sunday school (issue 53, docs/ebd.md).
export {
  EBD_LIMITS,
  MAX_EBD_COUNT,
  ebdRollId,
  ebdClassCreateSchema,
  ebdQuarterCreateSchema,
  type EbdClass,
  type EbdEnrolment,
  type EbdQuarter,
  type EbdRoll,
  type EbdRollSave,
  type EbdIssue,
} from './contracts/ebd'
export {
  rollFigures,
  studentsOn,
  sundayOnOrBefore,
  sundaySummary,
  type ClassDay,
  type RollFigures,
  type SundaySummary,
} from './rules/ebd'
export {
  MISSED_IN_A_ROW,
  lessonOn,
  quarterEnd,
  quarterOn,
  quarterReport,
  quarterSundays,
  type ClassQuarter,
  type Mark as EbdMark,
  type QuarterReport,
  type StudentQuarter,
} from './rules/ebd-quarter'
