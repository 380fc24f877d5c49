// Builds the wine-list .docx from raw OOXML parts: a title, an intro paragraph, a bordered table
// (Wine | Region | Price) and one paragraph whose entries are separated by soft line breaks
// (<w:br/>, Shift+Enter in Word) with a tab before each price.
import { zip } from './zip.mjs';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const run = (text, bold = false) =>
  `<w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${esc(text)}</w:t></w:r>`;
const para = (inner, style) =>
  `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ''}${inner}</w:p>`;
const cell = (text, bold) =>
  `<w:tc><w:tcPr><w:tcW w:w="3000" w:type="dxa"/></w:tcPr>${para(run(text, bold))}</w:tc>`;
const row = (cells, bold = false) => `<w:tr>${cells.map((c) => cell(c, bold)).join('')}</w:tr>`;

function documentXml(menu) {
  const border = (side) => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="999999"/>`;
  const table =
    `<w:tbl><w:tblPr><w:tblW w:w="9000" w:type="dxa"/><w:tblBorders>` +
    ['top', 'left', 'bottom', 'right', 'insideH', 'insideV'].map(border).join('') +
    `</w:tblBorders></w:tblPr><w:tblGrid><w:gridCol w:w="3000"/><w:gridCol w:w="3000"/><w:gridCol w:w="3000"/></w:tblGrid>` +
    row(menu.tableHeader, true) +
    menu.table.map((w) => row([w.name, w.region, w.price])).join('') +
    `</w:tbl>`;
  const softBreaks =
    `<w:r><w:t xml:space="preserve">${esc(menu.softBreakHeading)}</w:t>` +
    menu.softBreakItems
      .map(
        (i) =>
          `<w:br/><w:t xml:space="preserve">${esc(i.name)}</w:t><w:tab/><w:t>${esc(i.price)}</w:t>`,
      )
      .join('') +
    `</w:r>`;
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
    `<w:document xmlns:w="${W}"><w:body>` +
    para(run(menu.title), 'Title') +
    para(run(menu.intro)) +
    para(run('Red & White', true), 'Heading1') +
    table +
    para(run('By the Glass', true), 'Heading1') +
    para(softBreaks) +
    `<w:sectPr><w:pgSz w:w="12240" w:h="15840"/></w:sectPr></w:body></w:document>`
  );
}

const stylesXml =
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles xmlns:w="${W}">` +
  `<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>` +
  `<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:rPr><w:sz w:val="48"/></w:rPr></w:style>` +
  `<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:rPr><w:b/><w:sz w:val="32"/></w:rPr></w:style>` +
  `</w:styles>`;

/** Package parts every .docx needs; the corpus generator builds its documents on them too. */
export const contentTypes =
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
  `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
  `<Default Extension="xml" ContentType="application/xml"/>` +
  `<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>` +
  `<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>` +
  `</Types>`;

export const rel = (id, type, target) =>
  `<Relationship Id="${id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${type}" Target="${target}"/>`;
export const rels = (inner) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${inner}</Relationships>`;

export function makeDocx(menu) {
  return zip([
    { name: '[Content_Types].xml', data: contentTypes },
    { name: '_rels/.rels', data: rels(rel('rId1', 'officeDocument', 'word/document.xml')) },
    { name: 'word/_rels/document.xml.rels', data: rels(rel('rId1', 'styles', 'styles.xml')) },
    { name: 'word/document.xml', data: documentXml(menu) },
    { name: 'word/styles.xml', data: stylesXml },
  ]);
}
