// Page geometry and CSS for the menu designs. Only fonts installed on the machine are named
// (Liberation, DejaVu), so Chromium embeds the same faces every time and output stays stable.

export const FONTS = {
  serif: "'Liberation Serif', serif",
  sans: "'Liberation Sans', sans-serif",
  narrow: "'Liberation Sans Narrow', 'Liberation Sans', sans-serif",
  mono: "'Liberation Mono', monospace",
  'dejavu-serif': "'DejaVu Serif', serif",
  'dejavu-sans': "'DejaVu Sans', sans-serif",
  condensed: "'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif",
  'serif-condensed': "'DejaVu Serif Condensed', 'DejaVu Serif', serif",
};

// CSS px at 96 dpi; margins in px too. The body gets a fixed width so the screen rendering (PNG,
// photo) wraps exactly like the printed PDF.
export const PAGES = {
  Letter: { size: 'Letter', width: 816, height: 1056, margin: 56 },
  A4: { size: 'A4', width: 794, height: 1123, margin: 54 },
  'Letter landscape': { size: 'Letter landscape', width: 1056, height: 816, margin: 44 },
  'A4 landscape': { size: 'A4 landscape', width: 1123, height: 794, margin: 44 },
};

export const THEMES = {
  white: { bg: '#ffffff', ink: '#1d1d1d', muted: '#555555', accent: '#1d1d1d' },
  cream: { bg: '#fbf6ea', ink: '#2b2118', muted: '#5d5045', accent: '#7a2e1d' },
  slate: { bg: '#f4f5f3', ink: '#1f2a30', muted: '#4c5961', accent: '#25566b' },
  noir: { bg: '#1c1b1a', ink: '#f1ece2', muted: '#c9c0b0', accent: '#d8b56a' },
  sage: { bg: '#f3f6ef', ink: '#243022', muted: '#4e5a4b', accent: '#3f6b36' },
  paper: { bg: '#fffdf8', ink: '#222222', muted: '#4a4a4a', accent: '#b03a2e' },
};

export function pageBox(design) {
  const page = PAGES[design.page ?? 'Letter'];
  return { ...page, body: page.width - 2 * page.margin };
}

const HEADING_CSS = {
  caps: 'font-weight: bold;',
  spaced: 'font-weight: bold;',
  tracking: 'font-weight: bold; letter-spacing: 0.32em;',
  plain: 'font-weight: bold; font-size: 1.5em; text-transform: none;',
  'small-caps': 'font-weight: normal; font-variant: small-caps; letter-spacing: 0.06em;',
};

/** The whole stylesheet; `screen` adds the paper margin a browser window shows around the page. */
export function menuCss(design, printZoom = 1) {
  const box = pageBox(design);
  const t = THEMES[design.theme ?? 'white'];
  const size = design.size ?? 15;
  const font = FONTS[design.font ?? 'serif'];
  const headFont = FONTS[design.headFont ?? design.font ?? 'serif'];
  const cols = design.columns ?? 1;
  const descCss = design.desc === 'plain' ? '' : 'font-style: italic;';
  const align = design.layout === 'centered' ? 'center' : 'left';
  return `
@page { size: ${box.size}; margin: ${box.margin}px; background: ${t.bg}; }
* { box-sizing: border-box; }
html { background: ${t.bg}; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; width: ${box.body}px; font-family: ${font}; font-size: ${size}px; color: ${t.ink};
  line-height: 1.3; }
@media screen { body { margin: 40px; } }
@media print { body { zoom: ${printZoom}; width: ${(box.body / printZoom).toFixed(1)}px; } }
header { text-align: ${design.titleAlign ?? 'center'}; margin-bottom: 22px; }
header h1 { font-family: ${headFont}; font-size: ${design.titleSize ?? 34}px; margin: 0;
  color: ${t.accent}; letter-spacing: ${design.titleTracking ?? '0.08em'}; }
header .tagline { font-style: italic; color: ${t.muted}; margin-top: 4px; }
header .intro { font-size: 0.9em; color: ${t.muted}; margin-top: 6px; }
main { column-count: ${cols}; column-gap: ${cols === 3 ? 30 : 44}px;
  ${design.rule ? `column-rule: 1px solid ${t.muted};` : ''} }
section { text-align: ${align}; ${design.splitSections ? '' : 'break-inside: avoid;'} }
.group { font-family: ${headFont}; font-size: 1.6em; text-align: center; margin: 18px 0 4px;
  letter-spacing: 0.2em; color: ${t.accent}; break-after: avoid; }
h2 { font-family: ${headFont}; font-size: 1.15em; margin: 20px 0 10px; color: ${t.accent};
  break-after: avoid; white-space: pre-wrap; ${HEADING_CSS[design.heading ?? 'caps']} }
section:first-child h2, .group + section h2 { margin-top: 4px; }
.sec-price { margin-left: 1.2em; }
.note { font-size: 0.88em; font-style: italic; color: ${t.muted}; margin: -4px 0 10px; }
.item { margin: 0 0 ${design.gap ?? 10}px; break-inside: avoid; }
.row { display: flex; align-items: baseline; }
.name { font-weight: bold; ${design.names === 'regular' ? 'font-weight: normal;' : ''} }
.marks { font-size: 0.8em; font-weight: normal; margin-left: 0.35em; color: ${t.muted}; }
.code { font-weight: normal; color: ${t.muted}; }
.dots { flex: 1; min-width: 28px; overflow: hidden; white-space: nowrap; padding: 0 4px;
  color: ${t.muted}; }
.gap { flex: 1; min-width: 14px; }
.price { white-space: nowrap; ${design.priceBold ? 'font-weight: bold;' : ''} }
.desc { font-size: 0.87em; color: ${t.muted}; ${descCss} margin-top: 1px; }
.inline .desc { font-size: 1em; margin: 0; }
.below-price { margin-top: 1px; }
.after-price { margin-left: 0.8em; }
.centered .desc { margin: 1px auto 0; max-width: 88%; }
table { width: 100%; border-collapse: collapse; margin-bottom: 8px; break-inside: auto; }
th { text-align: left; font-size: 0.8em; letter-spacing: 0.08em; text-transform: uppercase;
  color: ${t.muted}; border-bottom: 1.5px solid ${t.ink}; padding: 4px 6px; }
td { padding: 5px 6px; vertical-align: top; border-bottom: 1px solid ${t.muted}55; }
td.num, th.num { text-align: right; white-space: nowrap; }
td .desc { margin: 0; }
footer { margin-top: 22px; padding-top: 10px; border-top: 1px solid ${t.muted}; font-size: 0.82em;
  color: ${t.muted}; text-align: center; }
.page-break { break-before: page; }
.col-break { break-before: column; }
`;
}
