import { expect, test } from './support/fixtures'
import { controlledBySw, serverRows, tokenOf } from './support/members-pages'

test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } })

/**
 * The Sunday school's roll on a phone, offline (issue 53, docs/ebd.md): two classes' rolls taken
 * with the network off and the tab closed between them; back online, each roll is once on the
 * server with its marks and figures, and each offering once in the treasury (origin 'oferta').
 */
test('two classes’ rolls offline across a closed tab reach the server once, offerings once', async ({
  page,
  context,
  request,
  loginAs,
}) => {
  const token = await tokenOf(request, 'admin')
  const before = await serverRows(request, token)
  const classes = (before.get('ebdClasses') ?? []).filter((c) =>
    ['Adultos', 'Jovens'].includes(String(c.name)),
  )
  expect(classes).toHaveLength(2)
  const revenuesBefore = (before.get('revenues') ?? []).length

  await loginAs('admin', '/ebd')
  await expect(
    page.getByRole('heading', { name: 'Escola Bíblica Dominical', level: 1 }),
  ).toBeVisible()
  await controlledBySw(page)
  // The mirror whole before the network goes (the phone's status has no last-sync line).
  await expect(page.getByTestId('sync-initial')).toHaveCount(0, { timeout: 60_000 })
  await expect(page.getByTestId('sync-status').first()).toHaveAttribute('data-online', 'true')
  await context.setOffline(true)

  const takeRoll = async (
    tab: typeof page,
    classId: string,
    marks: number,
    offering: string,
    shot: string,
  ) => {
    await tab.goto(`/ebd/${classId}`)
    const students = tab.getByRole('list', { name: 'Alunos' }).getByRole('listitem')
    await expect(students.first()).toBeVisible()
    for (let i = 0; i < marks; i++) await students.nth(i).click()
    await expect(tab.getByTestId('ebd-present-count')).toContainText(`Presentes: ${marks} de`)
    await tab.getByRole('button', { name: 'Mais Visitantes' }).click()
    await tab.getByRole('button', { name: 'Mais Bíblias' }).click()
    await tab.getByRole('textbox', { name: 'Oferta da classe' }).fill(offering)
    await tab.screenshot({ path: test.info().outputPath(shot), fullPage: true })
    await tab.getByRole('button', { name: 'Salvar chamada' }).click()
    await expect(tab.getByText('Chamada salva.')).toBeVisible()
  }

  const [adultos, jovens] = ['Adultos', 'Jovens'].map((n) => classes.find((c) => c.name === n)!)
  await takeRoll(page, String(adultos!.id), 3, '25,50', 'roll-390.png')
  // The tab is closed with the roll only in the device's outbox; another one takes the next class.
  await page.close()
  const tab = await context.newPage()
  await takeRoll(tab, String(jovens!.id), 2, '100.00', 'roll-2-390.png')

  await context.setOffline(false)
  await expect(tab.getByTestId('sync-status').first()).toHaveAttribute('data-pending', '0', {
    timeout: 60_000,
  })
  const after = await serverRows(request, token)
  const rolls = after.get('ebdRolls') ?? []
  for (const [klass, marks, offering] of [
    [adultos!, 3, 2550],
    [jovens!, 2, 10000],
  ] as const) {
    const mine = rolls.filter((r) => r.classId === klass.id)
    expect(mine).toHaveLength(1)
    const roll = mine[0]!
    expect(Object.values(roll.present as Record<string, boolean>).filter(Boolean)).toHaveLength(
      marks,
    )
    expect(roll).toMatchObject({ visitors: 1, bibles: 1, offering })
    const revenues = (after.get('revenues') ?? []).filter(
      (r) => r.description === `EBD — ${String(klass.name)}` && r.dueDate === roll.date,
    )
    expect(revenues.map((r) => [r.amount, r.origin])).toEqual([[offering, 'oferta']])
  }
  expect((after.get('revenues') ?? []).length - revenuesBefore).toBe(2)

  // The superintendent's summary of that Sunday: its figures are sums over the server's rows.
  const day = String(rolls.find((r) => r.classId === adultos!.id)!.date)
  const inChurch = new Set(
    (after.get('ebdClasses') ?? [])
      .filter((c) => c.churchId === adultos!.churchId)
      .map((c) => String(c.id)),
  )
  const dayRolls = rolls.filter((r) => r.date === day && inChurch.has(String(r.classId)))
  const enrolled = (after.get('ebdEnrolments') ?? []).filter(
    (e) =>
      inChurch.has(String(e.classId)) &&
      (e.startDate as string) <= day &&
      (e.endDate === null || (e.endDate as string) >= day),
  )
  const present = enrolled.filter((e) =>
    dayRolls.some(
      (r) => r.classId === e.classId && (r.present as Record<string, boolean>)[String(e.studentId)],
    ),
  ).length
  const sum = (key: string) => dayRolls.reduce((s, r) => s + Number(r[key]), 0)
  const money = (c: number) =>
    new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(c / 100)
  await tab.goto(`/ebd/summary`)
  await tab.getByLabel('Domingo').selectOption(day)
  const totals = tab.getByTestId('ebd-summary-totals')
  const figures: [string, string][] = [
    ['Matriculados', String(enrolled.length)],
    ['Presentes', String(present)],
    ['Ausentes', String(enrolled.length - present)],
    ['Visitantes', String(sum('visitors'))],
    ['Bíblias', String(sum('bibles'))],
    ['Revistas', String(sum('magazines'))],
    ['Oferta', money(sum('offering'))],
  ]
  for (const [label, value] of figures)
    await expect(
      totals.getByText(label, { exact: true }).locator('xpath=following-sibling::dd'),
    ).toHaveText(value.replace(/\s/g, '\u00a0'))
  await expect(tab.getByTestId('ebd-summary-best')).toContainText('Classe destaque:')
  await tab.screenshot({ path: test.info().outputPath('summary-390.png'), fullPage: true })
  // Its PDF is made on the device (no share sheet here: downloaded), as is the quarter report.
  const summaryPdf = tab.waitForEvent('download')
  await tab.getByRole('button', { name: 'Resumo em PDF' }).click()
  expect((await summaryPdf).suggestedFilename()).toBe(`ebd-resumo_${day}.pdf`)
  await tab.goto('/ebd/quarters')
  const quarterPdf = tab.waitForEvent('download')
  await tab.getByRole('button', { name: 'PDF' }).first().click()
  expect((await quarterPdf).suggestedFilename()).toMatch(/^ebd-trimestre_\d{4}-\d{2}-\d{2}\.pdf$/)
})
