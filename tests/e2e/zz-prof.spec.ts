import { writeFileSync } from 'node:fs'
import { test } from './support/fixtures'

test('profile home start', async ({ page, loginAs }) => {
  test.setTimeout(120_000)
  await loginAs('tesoureiro', '/')
  await page.waitForTimeout(5000)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  await page.goto('about:blank')
  await cdp.send('Profiler.start')
  await page.goto('/')
  await page.getByTestId('metric-tithes').waitFor()
  await page.waitForTimeout(1500)
  const { profile } = await cdp.send('Profiler.stop')
  writeFileSync('/tmp/home.cpuprofile', JSON.stringify(profile))
})
