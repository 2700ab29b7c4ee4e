import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import { site } from '#contracts/site.ts';
import type { LegalDoc } from '#contracts/content/legal.ts';

const page = { width: 595.28, height: 841.89, margin: 56 };
const ink = rgb(0.075, 0.06, 0.14);
const accent = rgb(0.43, 0.16, 0.85);
const grey = rgb(0.33, 0.32, 0.42);

/** Keeps only characters the standard PDF fonts can encode (WinAnsi). */
function encodable(font: PDFFont, text: string) {
  return [...text]
    .map((char) => {
      try {
        font.encodeText(char);
        return char;
      } catch {
        return '?';
      }
    })
    .join('');
}

function wrap(font: PDFFont, text: string, size: number, width: number) {
  const lines: string[] = [];
  let line = '';
  for (const word of encodable(font, text).split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** Renders the general conditions (text kept in the content pack, content/legal/) to an A4 PDF. */
/** The PDF's own words, in the document's language. */
export type PdfWords = { lastUpdated: string; page: (index: number, count: number) => string };
/** The sender's line under the company's name: from the site's settings (content/settings.yaml). */
export type PdfSender = { address: { street: string; postalCode: string; city: string }; email: string };

export async function generalConditionsPdf(doc: LegalDoc, words: PdfWords, sender: PdfSender) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${doc.title} – ${site.legalName}`);
  pdf.setAuthor(site.legalName);
  pdf.setSubject(doc.title);
  pdf.setCreationDate(new Date(`${doc.lastUpdated}T00:00:00Z`));
  pdf.setModificationDate(new Date(`${doc.lastUpdated}T00:00:00Z`));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const textWidth = page.width - page.margin * 2;

  let current = pdf.addPage([page.width, page.height]);
  let y = page.height - page.margin;

  const ensure = (height: number) => {
    if (y - height < page.margin + 20) {
      current = pdf.addPage([page.width, page.height]);
      y = page.height - page.margin;
    }
  };
  const paragraph = (text: string, font: PDFFont, size: number, color = ink, indent = 0, gap = 6) => {
    for (const line of wrap(font, text, size, textWidth - indent)) {
      ensure(size * 1.45);
      current.drawText(line, { x: page.margin + indent, y: y - size, size, font, color });
      y -= size * 1.45;
    }
    y -= gap;
  };

  paragraph(site.legalName, bold, 11, accent, 0, 2);
  paragraph(
    `${sender.address.street}, ${sender.address.postalCode} ${sender.address.city} · ${sender.email}`,
    regular,
    9,
    grey,
    0,
    18,
  );
  paragraph(doc.title, bold, 22, ink, 0, 4);
  paragraph(`${words.lastUpdated} ${doc.lastUpdated}`, regular, 9, grey, 0, 14);
  paragraph(doc.intro, regular, 10.5, ink, 0, 12);
  for (const section of doc.sections) {
    ensure(40);
    paragraph(section.heading, bold, 12.5, ink, 0, 4);
    for (const text of section.paragraphs) paragraph(text, regular, 10.5);
    for (const item of section.list ?? []) paragraph(`•  ${item}`, regular, 10.5, ink, 12, 3);
    y -= 8;
  }

  const pages = pdf.getPages();
  pages.forEach((each, index) => {
    each.drawText(`${site.legalName} · ${doc.title} · ${words.page(index + 1, pages.length)}`, {
      x: page.margin,
      y: page.margin / 2,
      size: 8,
      font: regular,
      color: grey,
    });
  });
  return pdf.save();
}
