import { useEffect, useRef } from 'react'
import { Box } from '@chakra-ui/react'
import { drawBoletoBarcode } from './boleto-barcode-svg'

/** The boleto's bar code, for paying it from a printout or another screen with a bank's app. */
export function BoletoBarcode({ barcode, label }: { barcode: string; label: string }) {
  const ref = useRef<SVGSVGElement>(null)
  useEffect(() => {
    if (ref.current) drawBoletoBarcode(ref.current, barcode)
  }, [barcode])
  return (
    <Box maxW="md" data-testid="boleto-barcode">
      <svg ref={ref} role="img" aria-label={label} />
    </Box>
  )
}
