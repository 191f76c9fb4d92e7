import { expect, test } from './support/fixtures'
import { openInApp } from './support/walk'

/**
 * The administration screens and their add forms at a phone (390 px) and a desktop (1280 px)
 * width: nothing wider than the window (tables scroll inside their own frame), and a
 * screenshot of each in the test output for a human look.
 */
const SCREENS = [
  { path: '/congregations', title: 'Convenções', add: 'Nova convenção' },
  { path: '/ecclesiasticalFields', title: 'Campos eclesiásticos', add: 'Novo campo eclesiástico' },
  { path: '/regionalSectors', title: 'Setores regionais', add: 'Novo setor regional' },
  { path: '/churches', title: 'Igrejas', add: 'Nova igreja' },
  { path: '/levels', title: 'Níveis', add: 'Novo nível' },
  { path: '/roles', title: 'Funções', add: 'Nova função' },
  { path: '/users', title: 'Usuários', add: 'Novo usuário' },
]

for (const width of [390, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 844 : 800 } })
    test('each administration screen and its add form fits the window', async ({
      page,
      loginAs,
    }, info) => {
      await loginAs('admin', '/')
      // Opened in the app as the menu opens them (a full load each took most of the 2 minutes on
      // a slow day): the app is up before the first.
      await expect(page.getByTestId('content')).toHaveAttribute('data-location', '/')
      const overflow = () =>
        page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      for (const screen of SCREENS) {
        await openInApp(page, screen.path)
        await expect(page.getByRole('heading', { level: 1, name: screen.title })).toBeVisible()
        // A phone lists the records as cards, a wider screen as a table.
        const firstRecord =
          width < 640 ? page.getByTestId('list-card').first() : page.getByRole('row').nth(1)
        await expect(firstRecord).toBeVisible()
        expect(await overflow(), `${screen.path} is wider than ${width} px`).toBeLessThanOrEqual(0)
        const name = screen.path.slice(1)
        await page.screenshot({ path: info.outputPath(`${name}-${width}.png`), fullPage: true })
        await page.getByRole('button', { name: screen.add }).click()
        const dialog = page.getByRole('dialog')
        await expect(dialog).toBeVisible()
        await page.waitForTimeout(300)
        const box = await dialog.boundingBox()
        expect(box && box.x >= 0 && box.x + box.width <= width + 1, `${screen.path} form`).toBe(
          true,
        )
        await page.screenshot({ path: info.outputPath(`${name}-add-${width}.png`) })
        await page.keyboard.press('Escape')
        await expect(dialog).toBeHidden()
      }
    })
  })
}
