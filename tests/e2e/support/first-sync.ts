import { expect, type Page } from '@playwright/test'

/**
 * The first sync as the user sees it finish in the sidebar's status: the last sync is there, the
 * initial sync's progress (both phases) is gone, and nothing says the app's screens are still
 * being stored. Up to 90 s: a slow day's CI ran two browsers and two servers on two cores, and an
 * administrator's first sync took longer than an assertion's 15 s there. What a user waits for
 * is measured by the bench, not by this limit.
 */
export async function firstSyncDone(page: Page): Promise<void> {
  const status = page.getByTestId('sync-status')
  await expect(status.getByTestId('sync-last')).toBeVisible({ timeout: 90_000 })
  await expect(status.getByTestId('sync-initial')).toHaveCount(0, { timeout: 90_000 })
  await expect(status.getByTestId('sync-storing')).toHaveCount(0, { timeout: 90_000 })
}
