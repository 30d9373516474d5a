// The board's view: zoom (relative to the size that fits the frame) and the pan offset in screen pixels.
import { useState } from "react";
import type { View } from "./context";

const MIN = 0.25;
const MAX = 8;

export function useView(): View {
  const [zoom, setZoom] = useState(1);
  const [offset, setOffset] = useState<[number, number]>([0, 0]);
  return {
    zoom,
    offset,
    zoomBy: (f) => setZoom((z) => Math.min(MAX, Math.max(MIN, z * f))),
    fit: () => {
      setZoom(1);
      setOffset([0, 0]);
    },
    pan: (dx, dy) => setOffset(([x, y]) => [x + dx, y + dy]),
  };
}
