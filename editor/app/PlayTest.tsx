// Play-testing the draft in the same page. The web player's game screen (PlayerApp) is not in the tree
// yet; until it is, this says so and goes back to the editor where it was.
import type { CompiledEdition } from "../../schemas/graph";
import { useT } from "../i18n/i18n";

export function PlayTest({ onExit }: { compiled: CompiledEdition; onExit(): void }) {
  const t = useT();
  return (
    <div className="playtest" data-testid="playtest">
      <p>{t("play.unavailable")}</p>
      <button type="button" onClick={onExit}>
        {t("play.back")}
      </button>
    </div>
  );
}
