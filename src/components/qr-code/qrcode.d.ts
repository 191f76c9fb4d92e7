/**
 * The part of `qrcode` the app uses. Written here rather than taken from @types/qrcode, which
 * references Node's types and would bring `process` and `Buffer` into the browser build
 * (tests/lint/tsconfig-split.test.ts).
 */
declare module 'qrcode' {
  export interface QRCodeToStringOptions {
    type?: 'svg' | 'utf8' | 'terminal'
    errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H'
    margin?: number
    width?: number
  }
  export function toString(text: string, options?: QRCodeToStringOptions): Promise<string>
}
