import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { pdfPrintable } from '../../core/pdf-text';

/** US Letter, in points. */
const PAGE = { width: 612, height: 792 };

/** A one-page invoice: the title in bold, then its lines in Helvetica; the title is also the document's. */
export async function renderInvoicePdf(content: { title: string; lines: readonly string[] }): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(pdfPrintable(content.title));
  pdf.setCreator('Socials');
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - 90;
  page.drawText(pdfPrintable(content.title), { x: 72, y, font: bold, size: 22 });
  y -= 40;
  for (const line of content.lines) {
    if (line) page.drawText(pdfPrintable(line).slice(0, 110), { x: 72, y, font: regular, size: 12, color: rgb(0.1, 0.1, 0.1) });
    y -= 20;
  }
  return pdf.save();
}
