// Board art: an SVG picked from disk becomes the board's background, sanitized first.
import { useT } from "../i18n/i18n";
import { sanitizeSvg } from "./sanitize";

export interface ArtState {
  svg: string;
  opacity: number;
}

export function Art({ art, onArt }: { art: ArtState | null; onArt: (a: ArtState | null, rejected?: boolean) => void }) {
  const t = useT();
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const svg = sanitizeSvg(await file.text());
    onArt(svg ? { svg, opacity: art?.opacity ?? 0.8 } : null, !svg);
  };
  return (
    <section className="art">
      <label className="button">
        {t("art.import")}
        <input
          type="file"
          accept=".svg,image/svg+xml"
          data-testid="art-input"
          onChange={(e) => void pick(e.target.files?.[0])}
          hidden
        />
      </label>
      {art && (
        <>
          <label>
            {t("art.opacity")}{" "}
            <input
              type="range"
              min={0.1}
              max={1}
              step={0.05}
              value={art.opacity}
              onChange={(e) => onArt({ ...art, opacity: Number(e.target.value) })}
            />
          </label>
          <button type="button" onClick={() => onArt(null)}>
            {t("art.remove")}
          </button>
        </>
      )}
      <p className="ed-help">{t("art.note")}</p>
    </section>
  );
}
