export { QrCode } from './qr-code'
export { CopyLine } from './copy-line'
