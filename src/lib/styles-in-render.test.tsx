// @vitest-environment jsdom
import { Box, ChakraProvider, defaultSystem } from '@chakra-ui/react'
import { cleanup, render } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'

afterEach(cleanup)

/** The rule emotion writes for `<Box color="red.500" />`. */
const RULE = 'color:var(--chakra-colors-red-500)'
const written = () =>
  [...document.querySelectorAll('style')].some((style) => style.textContent?.includes(RULE))

/** Notes, while React renders it, whether the Box before it has its styles written yet. */
function Witness({ seen }: { seen: boolean[] }) {
  seen.push(written())
  return null
}

it("writes an element's styles while React renders it, not in the commit after (vite.config.ts's alias)", () => {
  const seen: boolean[] = []
  render(
    <ChakraProvider value={defaultSystem}>
      <Box color="red.500" />
      <Witness seen={seen} />
    </ChakraProvider>,
  )
  expect(written()).toBe(true)
  expect(seen[0]).toBe(true)
})
