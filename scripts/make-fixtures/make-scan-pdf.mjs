// Scanned-PDF fixtures (ADR 0028): a menu drawn on a canvas in headless Chromium like a paper
// page through a scanner (off-white, a 0.8 degree skew, light noise, JPEG), wrapped in PDFs that
// have no text layer: upright, fed through sideways (the image turned 90 degrees on a landscape
// page), and a mixed file whose first page has a real text layer and whose second is the scan.
// Run alone: node scripts/make-fixtures/make-scan-pdf.mjs (also run by index.mjs).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dumpDom } from './chromium.mjs';

export const scanMenu = {
  file: 'lantern-scanned-menu.pdf',
  rotatedFile: 'lantern-scanned-rotated.pdf',
  mixedFile: 'lantern-text-and-scan.pdf',
  title: 'LANTERN NOODLE HOUSE',
  sections: [
    {
      name: 'NOODLES',
      items: [
        { name: 'Sesame Cold Noodles', price: '$11' },
        { name: 'Braised Beef Noodle Soup', price: '$16.50' },
        { name: 'Garlic Chive Lo Mein', price: '$13' },
        { name: 'Spicy Peanut Udon', price: '$14' },
      ],
    },
    {
      name: 'SMALL PLATES',
      items: [
        { name: 'Crispy Tofu Bites', price: '$8' },
        { name: 'Pork Potstickers', price: '$9.50' },
        { name: 'Smashed Cucumber Salad', price: '$7' },
      ],
    },
  ],
};

/** The text-layer first page of the mixed file. */
export const scanDrinks = {
  title: 'LANTERN DRINKS',
  sections: [
    {
      name: 'TEA',
      items: [
        { name: 'Jasmine Green Tea', price: '$4' },
        { name: 'Iced Oolong', price: '$5' },
        { name: 'Ginger Honey Tea', price: '$4.50' },
      ],
    },
  ],
};

// Letter width at 150 dpi, half a page tall: small files, still read at 300 dpi by the reader.
const W = 1275;
const H = 900;

function scanJpeg(menu) {
  const html = `<!doctype html><html><body><script>
const W = ${W}, H = ${H};
const menu = ${JSON.stringify(menu)};
let seed = 20261125;
const rand = () => { seed |= 0; seed = (seed + 0x6d2b79f5) | 0; let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; };
const c = document.createElement('canvas'); c.width = W; c.height = H;
const x = c.getContext('2d');
x.fillStyle = '#f4f3ef'; x.fillRect(0, 0, W, H);
x.translate(W / 2, H / 2); x.rotate(0.8 * Math.PI / 180); x.translate(-W / 2, -H / 2);
x.fillStyle = '#1d1d1d'; x.textBaseline = 'alphabetic';
let y = 110;
x.textAlign = 'center'; x.font = 'bold 46px "Liberation Serif"'; x.fillText(menu.title, W / 2, y);
const left = 150, right = W - 150;
for (const section of menu.sections) {
  y += 82;
  x.textAlign = 'left'; x.font = 'bold 32px "Liberation Sans"'; x.fillText(section.name, left, y);
  for (const item of section.items) {
    y += 50;
    x.font = '30px "Liberation Serif"';
    x.textAlign = 'left'; x.fillText(item.name, left, y);
    x.textAlign = 'right'; x.fillText(item.price, right, y);
  }
}
x.setTransform(1, 0, 0, 1, 0, 0);
const img = x.getImageData(0, 0, W, H);
for (let i = 0; i < img.data.length; i += 4) {
  const n = (rand() + rand() - 1) * 14;
  img.data[i] += n; img.data[i + 1] += n; img.data[i + 2] += n;
}
x.putImageData(img, 0, 0);
document.body.setAttribute('data-url', c.toDataURL('image/jpeg', 0.6));
</script></body></html>`;
  const match = /data-url="data:image\/jpeg;base64,([^"]+)"/.exec(dumpDom(html));
  if (!match) throw new Error('Chromium did not produce the scanned page');
  return Buffer.from(match[1], 'base64');
}

/** A minimal PDF: each page is { width, height, content, image?, font? } (sizes in points). */
function buildPdf(pages) {
  const objects = [];
  const add = (body) => objects.push(body) && objects.length;
  const catalog = add(null);
  const pagesObj = add(null);
  const font = add(
    Buffer.from(
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    ),
  );
  const kids = pages.map((page) => {
    let resources = `/Font << /F1 ${font} 0 R >>`;
    if (page.image) {
      const header = `<< /Type /XObject /Subtype /Image /Width ${W} /Height ${H} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${page.image.length} >>\nstream\n`;
      const image = add(
        Buffer.concat([Buffer.from(header), page.image, Buffer.from('\nendstream')]),
      );
      resources += ` /XObject << /Im1 ${image} 0 R >>`;
    }
    const stream = Buffer.from(page.content);
    const contents = add(
      Buffer.concat([
        Buffer.from(`<< /Length ${stream.length} >>\nstream\n`),
        stream,
        Buffer.from('\nendstream'),
      ]),
    );
    return add(
      Buffer.from(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${page.width} ${page.height}] /Resources << ${resources} >> /Contents ${contents} 0 R >>`,
      ),
    );
  });
  objects[catalog - 1] = Buffer.from(`<< /Type /Catalog /Pages ${pagesObj} 0 R >>`);
  objects[pagesObj - 1] = Buffer.from(
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`,
  );
  const parts = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0].length;
  const offsets = objects.map((body, i) => {
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(chunk);
    const at = offset;
    offset += chunk.length;
    return at;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
  ].join('');
  return Buffer.concat([...parts, Buffer.from(xref)]);
}

// The image is W x H pixels at 150 dpi: W * 72 / 150 points wide.
const PW = (W * 72) / 150;
const PH = (H * 72) / 150;
const uprightPage = (image) => ({
  width: PW,
  height: PH,
  image,
  content: `q ${PW} 0 0 ${PH} 0 0 cm /Im1 Do Q`,
});
// Fed sideways: the image's top points right, on a page as tall as the image is wide.
const sidewaysPage = (image) => ({
  width: PH,
  height: PW,
  image,
  content: `q 0 -${PW} ${PH} 0 0 ${PW} cm /Im1 Do Q`,
});

const pdfText = (s) => s.replace(/[\\()]/g, (c) => `\\${c}`);

/** A text-layer page (Helvetica) with prices right-aligned, like a menu exported from Word. */
function textPage(menu) {
  const lines = [`BT /F1 20 Tf 200 720 Td (${pdfText(menu.title)}) Tj ET`];
  let y = 670;
  for (const section of menu.sections) {
    lines.push(`BT /F1 15 Tf 72 ${y} Td (${pdfText(section.name)}) Tj ET`);
    for (const item of section.items) {
      y -= 24;
      lines.push(`BT /F1 12 Tf 72 ${y} Td (${pdfText(item.name)}) Tj ET`);
      lines.push(`BT /F1 12 Tf 500 ${y} Td (${pdfText(item.price)}) Tj ET`);
    }
    y -= 40;
  }
  return { width: 612, height: 792, content: lines.join('\n') };
}

export function makeScanPdfs(outDir) {
  const image = scanJpeg(scanMenu);
  writeFileSync(join(outDir, scanMenu.file), buildPdf([uprightPage(image)]));
  writeFileSync(join(outDir, scanMenu.rotatedFile), buildPdf([sidewaysPage(image)]));
  writeFileSync(
    join(outDir, scanMenu.mixedFile),
    buildPdf([textPage(scanDrinks), uprightPage(image)]),
  );
  const items = (menu) => menu.sections.flatMap((s) => s.items);
  return {
    [scanMenu.file]: items(scanMenu),
    [scanMenu.rotatedFile]: items(scanMenu),
    [scanMenu.mixedFile]: [...items(scanDrinks), ...items(scanMenu)],
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'e2e', 'fixtures', 'menus');
  const expected = JSON.parse(readFileSync(join(out, 'expected.json'), 'utf8'));
  Object.assign(expected, makeScanPdfs(out));
  writeFileSync(join(out, 'expected.json'), JSON.stringify(expected, null, 2) + '\n');
  console.log('fixtures: wrote the scanned PDFs and their expected items');
}
