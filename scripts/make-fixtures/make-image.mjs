// Draws the cafe menu on a canvas in headless Chromium and makes it look photographed: paper tint,
// uneven lighting, a 1.6 degree tilt, slight blur and seeded sensor noise, saved as JPEG.
// The canvas data URL is read back through --dump-dom, so only Chromium is needed.
import { PRNG_SOURCE } from '../make-corpus/prng.mjs';
import { dumpDom } from './chromium.mjs';

function pageScript(menu, { width, height, angleDeg, quality, outScale }) {
  return `
const W = ${width}, H = ${height};
const menu = ${JSON.stringify(menu)};
// The corpus's seeded PRNG, so the noise (and the file) is reproducible.
${PRNG_SOURCE}
const rand = prng(20240611);

// 1. The flat menu card.
const card = document.createElement('canvas'); card.width = W; card.height = H;
const c = card.getContext('2d');
c.fillStyle = '#f6f0e1'; c.fillRect(0, 0, W, H);
c.fillStyle = '#2a2118'; c.textBaseline = 'alphabetic';
let y = 130;
c.textAlign = 'center';
c.font = 'bold 58px "Liberation Serif"'; c.fillText(menu.title, W / 2, y); y += 56;
c.font = 'italic 32px "Liberation Serif"'; c.fillText(menu.subtitle, W / 2, y); y += 40;
const left = 120, right = W - 120;
for (const section of menu.sections) {
  y += 84;
  c.textAlign = 'left'; c.font = 'bold 36px "Liberation Sans"'; c.fillText(section.name, left, y);
  y += 4;
  for (const item of section.items) {
    y += 54;
    c.font = '34px "Liberation Serif"';
    c.textAlign = 'left'; c.fillText(item.name, left, y);
    c.textAlign = 'right'; c.fillText(item.price, right, y);
    const from = left + c.measureText(item.name).width + 14;
    const to = right - c.measureText(item.price).width - 14;
    const dot = c.measureText('.').width * 1.6;
    c.textAlign = 'left';
    for (let x = from; x + dot <= to; x += dot) c.fillText('.', x, y);
  }
}

// 2. The "photo": table background, tilted card with soft shadow and blur, uneven light.
const S = ${outScale};
const OW = Math.round(W * S), OH = Math.round(H * S);
const out = document.createElement('canvas'); out.width = OW; out.height = OH;
const o = out.getContext('2d');
o.fillStyle = '#6b5a48'; o.fillRect(0, 0, OW, OH);
o.save();
o.translate(OW / 2, OH / 2); o.rotate(${angleDeg} * Math.PI / 180); o.scale(0.93 * S, 0.93 * S);
o.shadowColor = 'rgba(0,0,0,0.45)'; o.shadowBlur = 24; o.shadowOffsetX = 8; o.shadowOffsetY = 10;
o.filter = 'blur(0.7px)';
o.drawImage(card, -W / 2, -H / 2);
o.restore();
const light = o.createLinearGradient(0, 0, OW, OH);
light.addColorStop(0, 'rgba(255,250,235,0.10)'); light.addColorStop(1, 'rgba(0,0,0,0.22)');
o.fillStyle = light; o.fillRect(0, 0, OW, OH);

// 3. Sensor noise.
const img = o.getImageData(0, 0, OW, OH);
for (let i = 0; i < img.data.length; i += 4) {
  const n = (rand() + rand() + rand() - 1.5) * 22;
  img.data[i] += n; img.data[i + 1] += n; img.data[i + 2] += n;
}
o.putImageData(img, 0, 0);
document.body.setAttribute('data-url', out.toDataURL('image/jpeg', ${quality}));
`;
}

/** `overrides` (e.g. a steeper angle) let tests try harder variants without new fixtures. */
export function makePhoto(menu, overrides = {}) {
  const opts = {
    width: 1100,
    height: 1300,
    angleDeg: 1.6,
    quality: 0.7,
    outScale: 1,
    ...overrides,
  };
  const html = `<!doctype html><html><body><script>${pageScript(menu, opts)}</script></body></html>`;
  const match = /data-url="data:image\/jpeg;base64,([^"]+)"/.exec(dumpDom(html));
  if (!match) throw new Error('Chromium did not produce the menu photo');
  return Buffer.from(match[1], 'base64');
}

/** A small, entirely white PNG: OCR finds no text in it. */
export function makeBlankPng() {
  const html = `<!doctype html><html><body><script>
const c = document.createElement('canvas'); c.width = 64; c.height = 64;
const x = c.getContext('2d'); x.fillStyle = '#fff'; x.fillRect(0, 0, 64, 64);
document.body.setAttribute('data-url', c.toDataURL('image/png'));
</script></body></html>`;
  const match = /data-url="data:image\/png;base64,([^"]+)"/.exec(dumpDom(html));
  if (!match) throw new Error('Chromium did not produce the blank PNG');
  return Buffer.from(match[1], 'base64');
}
