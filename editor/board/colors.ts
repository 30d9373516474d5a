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

/** Heat from near (0) to far (1): yellow to deep blue. */
export function heatColor(t: number): string {
  const h = 55 + 180 * Math.min(1, Math.max(0, t));
  return `hsl(${h.toFixed(0)} 85% ${(60 - 20 * t).toFixed(0)}%)`;
}
