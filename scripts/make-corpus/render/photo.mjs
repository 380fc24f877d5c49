// The "phone photo of a printed menu": the page is screenshotted at a scale that keeps body text
// legible (x-height about 13 px for dish names), then drawn onto a canvas inside Chromium with keystone
// perspective, rotation, a drop shadow on a table, a shadow gradient across the page, blur, dim
// light on some, and seeded sensor noise, and saved as JPEG (read back through --dump-dom).
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dumpDom } from '../../make-fixtures/chromium.mjs';
import { prng, PRNG_SOURCE, seedOf } from '../prng.mjs';
import { renderPng } from './png.mjs';

const MAX_BYTES = 450 * 1024;
// x-height / font size of the body faces, to pick a render scale that keeps text readable.
const X_HEIGHT = { serif: 0.46, 'serif-condensed': 0.52, sans: 0.52, narrow: 0.52, mono: 0.43 };

/** Photo parameters: seeded per menu, overridable per menu (formats.photo). */
export function photoParams(menu) {
  const r = prng(seedOf(`${menu.id}:photo`));
  const pick = (lo, hi) => lo + (hi - lo) * r();
  const sign = r() < 0.5 ? -1 : 1;
  const base = {
    angle: sign * pick(0.6, 4.5),
    keystone: pick(0.015, 0.07), // top edge this much narrower than the bottom
    skew: pick(-0.025, 0.025), // horizontal drift per row (camera not square to the page)
    blur: pick(0.35, 0.9),
    shade: pick(0.12, 0.38), // darkest point of the shadow gradient
    shadeAngle: pick(0, Math.PI * 2),
    dim: r() < 0.35 ? pick(0.72, 0.85) : 1, // low light: multiply the whole frame
    warm: pick(0, 1),
    noise: pick(5, 10),
    table: ['#5b4636', '#6f6a63', '#3f4a52', '#7a6249', '#2f2d2b'][Math.floor(r() * 5)],
    seed: seedOf(menu.id),
  };
  return { ...base, ...(menu.formats.photo ?? {}) };
}

export function photoScale(menu) {
  const d = menu.design;
  const xh = X_HEIGHT[d.font ?? 'serif'] ?? 0.5;
  return Math.max(1.3, Math.min(2.4, 13 / ((d.size ?? 15) * xh)));
}

function pageScript(p) {
  return `${PRNG_SOURCE}
// The load event waits for the <img>; an async decode() would outlive --dump-dom.
window.addEventListener('load', () => {
  const img = document.getElementById('page');
  const W = img.naturalWidth, H = img.naturalHeight;
  // 1. Keystone: each 2-px strip is narrowed towards the top and shifted sideways, the trapezoid
  // a phone held slightly tilted produces (a 2D canvas has no projective transform).
  const k = document.createElement('canvas'); k.width = W; k.height = H;
  const kc = k.getContext('2d');
  for (let y = 0; y < H; y += 2) {
    const s = 1 - ${p.keystone} * (1 - y / H);
    const w = W * s;
    kc.drawImage(img, 0, y, W, 2, (W - w) / 2 + ${p.skew} * (H - y) * 0.2, y, w, 2);
  }
  // 2. The page on a table: rotated, drop shadow, slight blur.
  const a = ${p.angle} * Math.PI / 180;
  const margin = Math.round(W * 0.04);
  const OW = Math.ceil(Math.abs(W * Math.cos(a)) + Math.abs(H * Math.sin(a))) + 2 * margin;
  const OH = Math.ceil(Math.abs(W * Math.sin(a)) + Math.abs(H * Math.cos(a))) + 2 * margin;
  const out = document.createElement('canvas'); out.width = OW; out.height = OH;
  const o = out.getContext('2d');
  o.fillStyle = '${p.table}'; o.fillRect(0, 0, OW, OH);
  o.save();
  o.translate(OW / 2, OH / 2); o.rotate(a);
  o.shadowColor = 'rgba(0,0,0,0.5)'; o.shadowBlur = 28; o.shadowOffsetX = 10; o.shadowOffsetY = 14;
  o.filter = 'blur(${p.blur.toFixed(2)}px)';
  o.drawImage(k, -W / 2, -H / 2);
  o.restore();
  // 3. Uneven light: a shadow gradient across the page (hand or phone), warm tint, low light.
  const cx = OW / 2, cy = OH / 2, dx = Math.cos(${p.shadeAngle}) * OW / 2, dy = Math.sin(${p.shadeAngle}) * OH / 2;
  const g = o.createLinearGradient(cx - dx, cy - dy, cx + dx, cy + dy);
  g.addColorStop(0, 'rgba(255,248,230,0.06)'); g.addColorStop(0.55, 'rgba(0,0,0,0.04)');
  g.addColorStop(1, 'rgba(0,0,0,${p.shade.toFixed(3)})');
  o.fillStyle = g; o.fillRect(0, 0, OW, OH);
  o.globalCompositeOperation = 'multiply';
  const dim = ${p.dim}, warm = ${p.warm};
  o.fillStyle = 'rgb(' + Math.round(255 * dim) + ',' + Math.round((250 - 10 * warm) * dim) + ',' + Math.round((240 - 30 * warm) * dim) + ')';
  o.fillRect(0, 0, OW, OH);
  o.globalCompositeOperation = 'source-over';
  // 4. Sensor noise, mostly luminance, a little chroma.
  const rand = prng(${p.seed});
  const data = o.getImageData(0, 0, OW, OH);
  const px = data.data;
  for (let i = 0; i < px.length; i += 4) {
    const n = (rand() + rand() + rand() - 1.5) * ${p.noise.toFixed(2)};
    const c = (rand() - 0.5) * 4;
    px[i] += n + c; px[i + 1] += n; px[i + 2] += n - c;
  }
  o.putImageData(data, 0, 0);
  // 5. JPEG around quality 0.7, lower only if needed to stay under the size budget.
  let url;
  for (let q = 0.72; q >= 0.3; q -= 0.04) {
    url = out.toDataURL('image/jpeg', q);
    if (url.length * 0.75 < ${MAX_BYTES}) break;
  }
  document.body.setAttribute('data-url', url);
});`;
}

/** Renders the menu page and returns the photo as JPEG bytes plus the parameters used. */
export function renderPhoto(menu) {
  const p = photoParams(menu);
  const tmp = join(tmpdir(), `preshift-corpus-${menu.id}-photo.png`);
  try {
    renderPng(menu, tmp, photoScale(menu));
    const src = `data:image/png;base64,${readFileSync(tmp).toString('base64')}`;
    const html = `<!doctype html><html><body><img id="page" style="display:none" src="${src}"><script>${pageScript(p)}</script></body></html>`;
    const match = /data-url="data:image\/jpeg;base64,([^"]+)"/.exec(dumpDom(html));
    if (!match) throw new Error(`${menu.id}: Chromium did not produce the photo`);
    return { bytes: Buffer.from(match[1], 'base64'), params: p };
  } finally {
    rmSync(tmp, { force: true });
  }
}
