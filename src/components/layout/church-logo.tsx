import { Image, type ImageProps } from '@chakra-ui/react'
import { useState } from 'react'

interface ChurchLogoProps extends Omit<ImageProps, 'src'> {
  /** Sources in order (resolveBranding(me).logoCandidates); the next is tried when one fails to load. */
  candidates: readonly string[]
}

/** The church logo with the spec's fallback chain: image endpoint, congregation link, client link, built-in. */
export function ChurchLogo({ candidates, ...props }: ChurchLogoProps) {
  const key = candidates.join('\n')
  const [failed, setFailed] = useState({ key, count: 0 })
  const count = failed.key === key ? failed.count : 0
  const src = candidates[Math.min(count, candidates.length - 1)]
  return (
    <Image
      src={src}
      objectFit="contain"
      data-testid="church-logo"
      onError={() => {
        if (count < candidates.length - 1) setFailed({ key, count: count + 1 })
      }}
      {...props}
    />
  )
}
