import { useEffect, useState } from 'react'
import { Box, Image, Skeleton } from '@chakra-ui/react'

/**
 * A QR code of `payload` (a PIX BR Code, a link...) drawn on the device, offline. The encoder
 * (`qrcode`) is imported on first use, so it stays out of every screen that shows no QR code.
 */
export function QrCode({
  payload,
  label,
  size = 240,
}: {
  payload: string
  /** What the code is, for screen readers ("QR code PIX"). */
  label: string
  size?: number
}) {
  const [svg, setSvg] = useState<{ payload: string; url: string } | null>(null)
  useEffect(() => {
    let live = true
    import('qrcode')
      .then((qr) => qr.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }))
      .then((text) => {
        if (live) setSvg({ payload, url: `data:image/svg+xml;utf8,${encodeURIComponent(text)}` })
      })
      .catch((error: unknown) => console.error('QR code failed', error))
    return () => {
      live = false
    }
  }, [payload])
  if (!svg || svg.payload !== payload) return <Skeleton width={`${size}px`} height={`${size}px`} />
  return (
    <Box bg="white" p="1" borderRadius="md" width="fit-content">
      <Image
        src={svg.url}
        alt={label}
        width={`${size}px`}
        height={`${size}px`}
        data-testid="qr-code"
      />
    </Box>
  )
}
