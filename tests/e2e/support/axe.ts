import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** axe's rule sets every screen is held to: WCAG 2.1 A/AA and best practice. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

/**
 * Screens move while they settle: a reminder toast falls due and fades in over 400 ms, a button
 * leaves its disabled look (opacity 0.5) once its data loaded. axe measuring an element half-way
 * reports its text's contrast. Waits until no finite animation or transition runs (a spinner's
 * endless one does not count).
 */
async function atRest(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  )
}

/**
 * The violations of the page, one line each: rule, impact and the first elements. Something that
 * started moving during the scan may have been measured mid-way, so a scan that found something
 * is repeated at rest, up to three times: what stays is real.
 */
export async function violations(page: Page): Promise<string[]> {
  for (let attempt = 1; ; attempt++) {
    await atRest(page)
    const result = await new AxeBuilder({ page }).withTags(TAGS).analyze()
    if (result.violations.length > 0 && attempt < 3) continue
    return lines(result.violations)
  }
}

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations']

function lines(found: Violations): string[] {
  return found.map(
    (v) =>
      `${v.id} (${v.impact ?? '?'}): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  )
}
