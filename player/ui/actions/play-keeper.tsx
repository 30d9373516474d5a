// Keepers the player holds and may play now: one choice per Keeper, with its text.
import type { ActionOf } from "../../engine";
import { useMessages } from "../i18n/context";
import { useEditionText } from "../i18n/edition-context";
import { byLang } from "../i18n/pair";
import { Choice } from "./Choice";
import { playKeeper as en } from "./play-keeper.en";
import type { ActionEntry, ControlProps } from "./types";

const M = byLang(en, (ja) => ja.actions.playKeeper);

function PlayKeeper({ view, turn, onAct }: ControlProps) {
  const m = useMessages(M);
  const text = useEditionText();
  const byKeeper = new Map<string, ActionOf<"play-keeper">[]>();
  for (const k of turn.list("play-keeper")) byKeeper.set(k.keeper, [...(byKeeper.get(k.keeper) ?? []), k]);
  return [...byKeeper.entries()].map(([id, list]) => (
    <Choice
      key={id}
      label={m.button(text.keeper(id).name)}
      help={text.keeper(id).text}
      list={list}
      view={view}
      onAct={onAct}
    />
  ));
}

export const playKeeper: ActionEntry = { type: "play-keeper", messages: M, Control: PlayKeeper };
