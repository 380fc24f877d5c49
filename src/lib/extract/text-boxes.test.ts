import { detectorInput, detectorSize, textBoxes } from './text-boxes';

/** A probability map with `value` inside each band; a band is a (possibly slanted) line. */
function map(
  width: number,
  height: number,
  bands: Array<{ x0: number; x1: number; y: number; h: number; slope?: number; value?: number }>,
) {
  const prob = new Float32Array(width * height);
  for (const { x0, x1, y, h, slope = 0, value = 0.9 } of bands)
    for (let x = x0; x < x1; x++) {
      const top = Math.round(y + slope * (x - x0));
      for (let row = top; row < top + h; row++) prob[row * width + x] = value;
    }
  return prob;
}

describe('detector input', () => {
  it('keeps a photo within 1280 px on its long side, in multiples of 32', () => {
    expect(detectorSize(4032, 3024)).toEqual({ width: 1280, height: 960 });
    expect(detectorSize(1000, 500)).toEqual({ width: 992, height: 512 });
  });

  it('is planar RGB, normalised as the detector was trained', () => {
    const image = {
      width: 2,
      height: 1,
      data: new Uint8ClampedArray([255, 0, 0, 255, 0, 0, 0, 255]),
    };
    const input = detectorInput(image);
    expect(input).toHaveLength(6);
    expect(input[0]).toBeCloseTo((1 - 0.485) / 0.229); // red of the first pixel
    expect(input[1]).toBeCloseTo(-0.485 / 0.229); // red of the second
    expect(input[2]).toBeCloseTo(-0.456 / 0.224); // green plane starts after the red one
  });
});

describe('text boxes', () => {
  it('finds each line, grown back from the core the detector marks, on the page', () => {
    // Map 100 x 60 for a page 200 x 120: two lines, far apart.
    const boxes = textBoxes(
      map(100, 60, [
        { x0: 10, x1: 60, y: 10, h: 4 },
        { x0: 10, x1: 40, y: 40, h: 4 },
      ]),
      100,
      60,
      200,
      120,
    );
    expect(boxes).toHaveLength(2);
    const [first, second] = boxes;
    expect(first.angle).toBeCloseTo(0);
    // The core is 50 x 4 map px; DB grows it by area x 1.5 / perimeter = 2.8 px on every side.
    expect(first.halfWidth).toBeCloseTo(((50 + 2 * 2.7777) / 2) * 2, 0);
    expect(first.halfHeight).toBeCloseTo(((4 + 2 * 2.7777) / 2) * 2, 0);
    expect(first.cx).toBeCloseTo(70, 0);
    expect(first.cy).toBeCloseTo(24, 0);
    expect(second.cy).toBeCloseTo(84, 0);
  });

  it('grows a line no further than halfway to the line below or above it', () => {
    const boxes = textBoxes(
      map(100, 40, [
        { x0: 10, x1: 90, y: 10, h: 4 },
        { x0: 10, x1: 90, y: 18, h: 4 },
      ]),
      100,
      40,
      100,
      40,
    );
    expect(boxes).toHaveLength(2);
    // The gap runs from 14 to 18: neither box crosses 16.
    expect(boxes[0].y1).toBeLessThanOrEqual(16.01);
    expect(boxes[1].y0).toBeGreaterThanOrEqual(15.99);
  });

  it("measures a tilted line's angle, and short words take the page's tilt", () => {
    const slope = -0.06;
    const prob = map(200, 100, [
      { x0: 10, x1: 190, y: 40, h: 5, slope },
      { x0: 10, x1: 24, y: 70, h: 5 }, // a short word: too short to measure its own tilt
    ]);
    const boxes = textBoxes(prob, 200, 100, 200, 100);
    expect(boxes).toHaveLength(2);
    for (const box of boxes) expect(box.angle).toBeCloseTo(Math.atan(slope), 1);
  });

  it('leaves out regions the detector is unsure of, and specks', () => {
    const prob = map(100, 60, [
      { x0: 10, x1: 60, y: 10, h: 4, value: 0.45 },
      { x0: 10, x1: 12, y: 40, h: 2 },
    ]);
    expect(textBoxes(prob, 100, 60, 100, 60)).toEqual([]);
  });
});
