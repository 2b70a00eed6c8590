import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { pdfPrintable } from '../../core/pdf-text';

/** A4 in points, either way round; photos are printed at most this many pixels on their longest side (about 200 dpi on A4). */
const A4 = { long: 842, short: 595 };
const MARGIN = 36;
const CAPTION_SIZE = 11;
const PRINT_SIDE = 1600;

export interface PhotobookPhoto {
  bytes: Buffer;
  caption: string;
}

export interface PhotobookCover {
  title: string;
  /** The social's date, written as its readers see it. */
  dateLine: string;
}

/** A photo as a JPEG of print size (pdf-lib embeds JPEG and PNG, the gallery stores WebP). */
async function printable(bytes: Buffer): Promise<{ jpeg: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(bytes)
    .resize({ width: PRINT_SIDE, height: PRINT_SIDE, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return { jpeg: data, width: info.width, height: info.height };
}

/**
 * The photobook: a cover with the social's title and date, then one photo a page (landscape or
 * portrait after the photo), fitted within the margins, its caption beneath. `onPhoto` hears of
 * each photo placed (the job's progress).
 */
export async function renderPhotobookPdf(
  cover: PhotobookCover,
  photos: readonly PhotobookPhoto[],
  onPhoto: (done: number) => Promise<void> = async () => {},
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const title = pdfPrintable(cover.title);
  pdf.setTitle(title);
  pdf.setCreator('Socials');
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);

  const front = pdf.addPage([A4.long, A4.short]);
  let size = 40;
  while (size > 14 && bold.widthOfTextAtSize(title, size) > A4.long - 2 * MARGIN) size -= 2;
  front.drawText(title, { x: (A4.long - bold.widthOfTextAtSize(title, size)) / 2, y: A4.short / 2 + 10, font: bold, size });
  const date = pdfPrintable(cover.dateLine);
  front.drawText(date, { x: (A4.long - regular.widthOfTextAtSize(date, 16)) / 2, y: A4.short / 2 - 30, font: regular, size: 16, color: rgb(0.3, 0.3, 0.3) });

  for (const [index, photo] of photos.entries()) {
    const image = await printable(photo.bytes);
    const landscape = image.width >= image.height;
    const page = pdf.addPage(landscape ? [A4.long, A4.short] : [A4.short, A4.long]);
    const caption = pdfPrintable(photo.caption);
    const room = { width: page.getWidth() - 2 * MARGIN, height: page.getHeight() - 2 * MARGIN - (caption ? CAPTION_SIZE * 2 : 0) };
    const scale = Math.min(room.width / image.width, room.height / image.height);
    const drawn = { width: image.width * scale, height: image.height * scale };
    const bottom = MARGIN + (caption ? CAPTION_SIZE * 2 : 0);
    page.drawImage(await pdf.embedJpg(image.jpeg), { x: (page.getWidth() - drawn.width) / 2, y: bottom + (room.height - drawn.height) / 2, ...drawn });
    if (caption) page.drawText(caption, { x: MARGIN, y: MARGIN, font: regular, size: CAPTION_SIZE, maxWidth: room.width, color: rgb(0.2, 0.2, 0.2) });
    await onPhoto(index + 1);
  }
  return pdf.save();
}
