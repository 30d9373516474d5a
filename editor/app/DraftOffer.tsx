// After a reload or a crash: the draft kept in the browser, offered back.
import { useT } from "../i18n/i18n";
import type { Draft } from "./draft";

export function DraftOffer({
  draft,
  onRestore,
  onDiscard,
}: {
  draft: Draft;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const t = useT();
  return (
    <div className="draft-offer" role="alert" data-testid="draft-offer">
      <span>{t("draft.found", { name: draft.opened.name, when: new Date(draft.savedAt).toLocaleString() })}</span>
      <button type="button" data-testid="restore-draft" onClick={onRestore}>
        {t("draft.restore")}
      </button>
      <button type="button" onClick={onDiscard}>
        {t("draft.discard")}
      </button>
    </div>
  );
}
