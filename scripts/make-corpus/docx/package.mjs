// The fixed parts of a .docx package: styles (Title, Heading 1/2 with the built-in names mammoth
// maps to h1/h2), content types and relationships. The body comes from document.mjs.
import { zip } from '../../make-fixtures/zip.mjs';
import { contentTypes, rel, rels } from '../../make-fixtures/make-docx.mjs';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

const style = (id, name, rPr, pPr = '') =>
  `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${name}"/><w:basedOn w:val="Normal"/>` +
  `<w:next w:val="Normal"/><w:qFormat/>${pPr}<w:rPr>${rPr}</w:rPr></w:style>`;

function stylesXml(font) {
  const fonts = `<w:rFonts w:ascii="${font}" w:hAnsi="${font}" w:cs="${font}"/>`;
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles xmlns:w="${W}">` +
    `<w:docDefaults><w:rPrDefault><w:rPr>${fonts}<w:sz w:val="22"/></w:rPr></w:rPrDefault>` +
    `<w:pPrDefault><w:pPr><w:spacing w:after="60"/></w:pPr></w:pPrDefault></w:docDefaults>` +
    `<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>` +
    style('Title', 'Title', '<w:b/><w:sz w:val="48"/>', '<w:pPr><w:jc w:val="center"/></w:pPr>') +
    style(
      'Subtitle',
      'Subtitle',
      '<w:i/><w:sz w:val="24"/>',
      '<w:pPr><w:jc w:val="center"/></w:pPr>',
    ) +
    style(
      'Heading1',
      'heading 1',
      '<w:b/><w:sz w:val="32"/>',
      '<w:pPr><w:keepNext/><w:spacing w:before="360" w:after="120"/><w:outlineLvl w:val="0"/></w:pPr>',
    ) +
    style(
      'Heading2',
      'heading 2',
      '<w:b/><w:sz w:val="26"/>',
      '<w:pPr><w:keepNext/><w:spacing w:before="240" w:after="80"/><w:outlineLvl w:val="1"/></w:pPr>',
    ) +
    `<w:style w:type="table" w:styleId="TableGrid"><w:name w:val="Table Grid"/><w:tblPr><w:tblBorders>` +
    ['top', 'left', 'bottom', 'right', 'insideH', 'insideV']
      .map((s) => `<w:${s} w:val="single" w:sz="4" w:space="0" w:color="808080"/>`)
      .join('') +
    `</w:tblBorders></w:tblPr></w:style></w:styles>`
  );
}

/** Wraps body XML (paragraphs and tables) into a complete, deterministic .docx. */
export function docxPackage(bodyXml, { font = 'Liberation Serif', landscape = false } = {}) {
  const size = landscape
    ? '<w:pgSz w:w="15840" w:h="12240" w:orient="landscape"/>'
    : '<w:pgSz w:w="12240" w:h="15840"/>';
  const document =
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
    `<w:document xmlns:w="${W}"><w:body>${bodyXml}` +
    `<w:sectPr>${size}<w:pgMar w:top="1080" w:right="1080" w:bottom="1080" w:left="1080"/></w:sectPr>` +
    `</w:body></w:document>`;
  return zip([
    { name: '[Content_Types].xml', data: contentTypes },
    { name: '_rels/.rels', data: rels(rel('rId1', 'officeDocument', 'word/document.xml')) },
    { name: 'word/_rels/document.xml.rels', data: rels(rel('rId1', 'styles', 'styles.xml')) },
    { name: 'word/document.xml', data: document },
    { name: 'word/styles.xml', data: stylesXml(font) },
  ]);
}
