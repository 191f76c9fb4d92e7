/** Reminders of the revenues' and expenses' alerts (issue 15, docs/reminders.md). */
export { useReminders, TOMORROW_TIME, type Reminders } from './use-reminders'
export { useReminderTexts, type ReminderTexts } from './use-reminder-texts'
export { NotificationSettings } from './notification-settings'
export { ReminderRunner } from './lazy-runner'
export { askPermission, notificationPermission } from './notifications'
