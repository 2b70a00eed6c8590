import type { BadgeAttendee, BadgeLayout, BadgeSettings } from '@socials/domain';
import { degrees, PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { pdfPrintable } from '../../core/pdf-text';

/** US Letter in points; badges are 4 × 3 in, six to a page; a table tent takes a page, folded across the middle. */
const PAGE = { width: 612, height: 792 };
const BADGE = { width: 288, height: 216, columns: 2, rows: 3 };
const MARGIN = { x: (PAGE.width - 2 * BADGE.width) / 2, y: (PAGE.height - 3 * BADGE.height) / 2 };

/** The text at the largest size up to `max` that fits `width`. */
function fitSize(font: PDFFont, text: string, width: number, max: number): number {
  let size = max;
  while (size > 8 && font.widthOfTextAtSize(text, size) > width) size -= 1;
  return size;
}

interface Fonts {
  bold: PDFFont;
  regular: PDFFont;
}

/** One person's card: name large, then headline, table and the social's title as the settings say. */
function drawCard(
  page: PDFPage,
  fonts: Fonts,
  box: { x: number; y: number; width: number; height: number },
  attendee: BadgeAttendee,
  settings: BadgeSettings,
  socialTitle: string,
  rotate = false,
) {
  const lines: { text: string; font: PDFFont; size: number; gray: number }[] = [];
  const name = pdfPrintable(attendee.name);
  lines.push({ text: name, font: fonts.bold, size: fitSize(fonts.bold, name, box.width - 24, 30), gray: 0 });
  if (settings.showHeadline && attendee.headline)
    lines.push({
      text: pdfPrintable(attendee.headline),
      font: fonts.regular,
      size: fitSize(fonts.regular, pdfPrintable(attendee.headline), box.width - 24, 13),
      gray: 0.25,
    });
  if (settings.showTable && attendee.table) lines.push({ text: pdfPrintable(`Table: ${attendee.table}`), font: fonts.bold, size: 14, gray: 0.1 });
  if (settings.showSocialTitle)
    lines.push({
      text: pdfPrintable(socialTitle),
      font: fonts.regular,
      size: fitSize(fonts.regular, pdfPrintable(socialTitle), box.width - 24, 10),
      gray: 0.45,
    });
  const total = lines.reduce((sum, line) => sum + line.size * 1.4, 0);
  let y = box.y + box.height / 2 + total / 2;
  for (const line of lines) {
    y -= line.size * 1.4;
    const width = line.font.widthOfTextAtSize(line.text, line.size);
    const x = box.x + (box.width - width) / 2;
    // Rotated 180° about the box's centre: the upper half of a tent reads from the other side.
    const at = rotate ? { x: 2 * box.x + box.width - x, y: 2 * box.y + box.height - y } : { x, y };
    page.drawText(line.text, { ...at, font: line.font, size: line.size, color: rgb(line.gray, line.gray, line.gray), rotate: degrees(rotate ? 180 : 0) });
  }
}

/** Printable badges (six 4 × 3 in cards a page, with cut lines) or table tents (one a page, fold in the middle). */
export async function renderBadgePdf(
  attendees: readonly BadgeAttendee[],
  settings: BadgeSettings,
  socialTitle: string,
  layout: BadgeLayout = settings.layout,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(pdfPrintable(`${layout === 'BADGE' ? 'Badges' : 'Table tents'}: ${socialTitle}`));
  pdf.setCreator('Socials');
  const fonts = { bold: await pdf.embedFont(StandardFonts.HelveticaBold), regular: await pdf.embedFont(StandardFonts.Helvetica) };
  if (attendees.length === 0) {
    pdf.addPage([PAGE.width, PAGE.height]).drawText('No going guests to print.', { x: 72, y: PAGE.height - 96, font: fonts.regular, size: 14 });
    return pdf.save();
  }
  if (layout === 'TENT') {
    for (const attendee of attendees) {
      const page = pdf.addPage([PAGE.height, PAGE.width]);
      const half = { x: 0, width: PAGE.height, height: PAGE.width / 2 };
      drawCard(page, fonts, { ...half, y: 0 }, attendee, settings, socialTitle);
      drawCard(page, fonts, { ...half, y: PAGE.width / 2 }, attendee, settings, socialTitle, true);
      page.drawLine({
        start: { x: 0, y: PAGE.width / 2 },
        end: { x: PAGE.height, y: PAGE.width / 2 },
        thickness: 0.5,
        color: rgb(0.7, 0.7, 0.7),
        dashArray: [4, 4],
      });
    }
    return pdf.save();
  }
  const perPage = BADGE.columns * BADGE.rows;
  for (let start = 0; start < attendees.length; start += perPage) {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    attendees.slice(start, start + perPage).forEach((attendee, i) => {
      const column = i % BADGE.columns;
      const row = Math.floor(i / BADGE.columns);
      const box = { x: MARGIN.x + column * BADGE.width, y: PAGE.height - MARGIN.y - (row + 1) * BADGE.height, width: BADGE.width, height: BADGE.height };
      page.drawRectangle({ ...box, borderColor: rgb(0.75, 0.75, 0.75), borderWidth: 0.5, borderDashArray: [3, 3] });
      drawCard(page, fonts, box, attendee, settings, socialTitle);
    });
  }
  return pdf.save();
}
