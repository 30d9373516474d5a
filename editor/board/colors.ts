// Room colours by the room's place in the list: distinct, light enough for dark marks on top.
const PALETTE = [
  "#f4c7a1",
  "#b9d7f0",
  "#c9e4b4",
  "#f2b8c6",
  "#e3d1f2",
  "#f7e3a1",
  "#bfe6df",
  "#f0cfb0",
  "#d4d8e8",
  "#e8c1a0",
  "#c2e0c6",
  "#f5d0e6",
];

export const roomColor = (i: number): string => PALETTE[i % PALETTE.length]!;

/** Heat from near (0) to far (1): yellow to deep blue, as red, green and blue bytes (hsl(h 85% l) worked out). */
export function heatRgb(t: number): [number, number, number] {
  const u = Math.min(1, Math.max(0, t));
  const h = Math.round(55 + 180 * u);
  const l = Math.round(60 - 20 * u) / 100;
  const a = 0.85 * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}
