// The log's context for the playing edition, the UI's language, the action registry and one viewer; the
// same object while none of them changes, so the sentences are worded once per entry.
import { useMemo } from "react";
import type { CompiledEdition } from "../../../schemas/graph";
import type { PlayerView } from "../../engine";
import { useActions } from "../actions/context";
import { useLang } from "../i18n/context";
import { useEditionText } from "../i18n/edition-context";
import { logContext, type LogContext } from "./describe";

export function useLogContext(compiled: CompiledEdition, view: Pick<PlayerView, "viewer" | "seats">): LogContext {
  const lang = useLang();
  const names = useEditionText();
  const actions = useActions();
  const { viewer, seats } = view;
  return useMemo(
    () => logContext(compiled, { viewer, seats }, names, lang, actions),
    [compiled, viewer, seats, names, lang, actions],
  );
}
