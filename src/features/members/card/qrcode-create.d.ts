/** `qrcode`'s matrix (the card draws the QR code as vector squares); see src/components/qr-code/qrcode.d.ts. */
declare module 'qrcode' {
  export interface QRCodeMatrix {
    modules: { size: number; get: (row: number, column: number) => number | boolean }
  }
  export function create(
    text: string,
    options?: { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H' },
  ): QRCodeMatrix
}
