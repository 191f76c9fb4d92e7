import { describe, expect, it } from 'vitest'
import { mediaRank, unwrap } from './grouped-rules'

describe('unwrap', () => {
  it('takes a wrapped rule apart into its wrapper and the rules inside, as emotion wrote them', () => {
    expect(unwrap('@media screen and (min-width: 30rem){.a{flex-direction:row;}}')).toEqual({
      key: '@media screen and (min-width: 30rem)',
      rules: ['.a{flex-direction:row;}'],
    })
    expect(
      unwrap('@layer recipes{.a{background:var(--x);}.a::before,.a *{visibility:hidden;}}'),
    ).toEqual({
      key: '@layer recipes',
      rules: ['.a{background:var(--x);}', '.a::before,.a *{visibility:hidden;}'],
    })
  })

  it('keeps a wrapper inside a wrapper whole, to be taken apart in its turn', () => {
    const inner = '@media (hover: hover){.a:is(:hover, [data-hover]){color:red;}}'
    expect(unwrap(`@layer recipes{.a{color:blue;}${inner}}`)).toEqual({
      key: '@layer recipes',
      rules: ['.a{color:blue;}', inner],
    })
  })

  it('is not fooled by braces in quoted values', () => {
    expect(unwrap(`@layer recipes{.a::after{content:"}{";}.b{content:'\\'}';}}`)?.rules).toEqual([
      '.a::after{content:"}{";}',
      ".b{content:'\\'}';}",
    ])
  })

  it('leaves plain rules and other at-rules alone', () => {
    expect(unwrap('.a{color:red;}')).toBeNull()
    expect(unwrap('@keyframes spin{to{transform:rotate(1turn);}}')).toBeNull()
    expect(unwrap('@supports (display:grid){.a{display:grid;}}')).toBeNull()
  })
})

describe('mediaRank', () => {
  const sorted = (queries: string[]) =>
    [...queries].sort((a, b) => {
      const [x, y] = [mediaRank(a), mediaRank(b)]
      return x[0] - y[0] || x[1] - y[1]
    })

  it("orders queries as Chakra orders a class's: min-width up, then max-width down, then the rest", () => {
    expect(
      sorted([
        '(hover: hover)',
        'screen and (max-width: 47.9975rem)',
        'screen and (min-width: 80rem)',
        'screen and (min-width: 30rem) and (max-width: 47.9975rem)',
        'screen and (max-width: 29.9975rem)',
        'screen and (min-width: 48rem)',
        'screen and (min-width: 480px)',
      ]),
    ).toEqual([
      'screen and (min-width: 30rem) and (max-width: 47.9975rem)',
      'screen and (min-width: 480px)',
      'screen and (min-width: 48rem)',
      'screen and (min-width: 80rem)',
      'screen and (max-width: 47.9975rem)',
      'screen and (max-width: 29.9975rem)',
      '(hover: hover)',
    ])
  })
})
