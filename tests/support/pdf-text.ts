import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * The text of a PDF as a reader's tool sees it (poppler's pdftotext, -layout), for the unit
 * tests of the documents made on the device: what a PDF "says" is read back, not guessed from
 * the spec that made it.
 */
export async function pdfText(pdf: Blob): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'celeiro-pdf-'))
  try {
    const file = join(dir, 'doc.pdf')
    writeFileSync(file, new Uint8Array(await pdf.arrayBuffer()))
    return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], {
      encoding: 'utf8',
    })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The text with every run of white space made one space: a sentence wrapped on two lines reads whole. */
export const flat = (text: string) => text.replace(/\s+/g, ' ')
