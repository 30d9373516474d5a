// How many times the page's web fonts have finished loading. Chromium lays out SVG text once: a board drawn
// before a piece of the Japanese font arrived keeps the fallback's boxes for the characters that piece draws,
// even after it has loaded (HTML text is laid out again; SVG text is not). A drawing keyed by this number is
// made again after each load, with the glyphs. Pieces load once each, so this changes a few times at most.
import { useEffect, useState } from "react";

export function useFontLoads(): number {
  const [loads, setLoads] = useState(0);
  useEffect(() => {
    const fonts = typeof document === "undefined" ? undefined : document.fonts;
    if (!fonts?.addEventListener) return;
    const done = () => setLoads((n) => n + 1);
    fonts.addEventListener("loadingdone", done);
    return () => fonts.removeEventListener("loadingdone", done);
  }, []);
  return loads;
}
