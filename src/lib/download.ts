/** Saves a file made on the device (an export, a report) through a temporary link: THE way every screen downloads. */
export function downloadFile(name: string, content: BlobPart, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/**
 * Hands a file made on the device to the phone's share sheet (WhatsApp, e-mail...) where the
 * browser can share files (Web Share API level 2), else saves it. Answers what happened; a share
 * the user dismissed is 'cancelled', not an error.
 */
export async function shareOrDownload(
  name: string,
  content: Blob,
  type: string,
): Promise<'shared' | 'downloaded' | 'cancelled'> {
  const file = new File([content], name, { type })
  const nav = globalThis.navigator as Navigator | undefined
  if (nav?.canShare?.({ files: [file] })) {
    try {
      await nav.share({ files: [file], title: name })
      return 'shared'
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled'
      // Sharing failed for another reason (permissions, size): saving still works.
    }
  }
  downloadFile(name, content, type)
  return 'downloaded'
}
