/**
 * `node __tests__/support/pdf-text.ts [file.pdf]` (or the PDF on stdin): its page count, document info and the text of
 * each page as JSON, read by PDF.js (an ES module Jest cannot load, hence a process of its own).
 */
import { readFileSync } from "node:fs"

import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs"

const pdf = await getDocument({ data: new Uint8Array(readFileSync(process.argv[2] ?? 0)), verbosity: 0 }).promise
const texts: string[] = []
for (let number = 1; number <= pdf.numPages; number++) {
  const content = await (await pdf.getPage(number)).getTextContent()
  texts.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "))
}
const { info } = await pdf.getMetadata()
process.stdout.write(JSON.stringify({ pages: pdf.numPages, info, texts }))
