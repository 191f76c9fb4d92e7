import { buildStaticBrCode } from '../../../../sync'

/** What a church needs to receive an offering by PIX: its key, and the name and city shown. */
export interface PixChurch {
  name: string
  pixKey?: string
  pixCity?: string
}

/**
 * The "Pix copia e cola" of one offering at the service: a static BR Code built on the device
 * (offline) for the church's key, name and city, with the amount fixed so the giver only
 * confirms it. The txid tells this QR apart in the church's bank statement.
 */
export function offeringBrCode(
  church: PixChurch,
  amount: number,
  offeringId: string,
): ReturnType<typeof buildStaticBrCode> {
  return buildStaticBrCode({
    key: church.pixKey ?? '',
    merchantName: church.name,
    merchantCity: church.pixCity ?? '',
    amount,
    description: 'Oferta',
    txid: `OF${offeringId.replace(/[^A-Za-z0-9]/g, '').slice(-23)}`,
  })
}

/** True when the church has what a BR Code needs (its key and city). */
export const acceptsPix = (church: PixChurch | undefined): boolean =>
  Boolean(church?.pixKey && church.pixCity?.trim())
