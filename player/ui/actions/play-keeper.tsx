// Keepers the player holds and may play now: one choice per Keeper, with its text. The effect it had is
// said after the Keeper's name (game.ts's effectNote, which the powers share).
import type { ActionOf } from "../../engine";
import { useMessages } from "../i18n/context";
import { useEditionText } from "../i18n/edition-context";
import { byLang } from "../i18n/pair";
import { Choice } from "./Choice";
import { effectNote } from "./game";
import { playKeeper as en } from "./play-keeper.en";
import { defineAction, type ControlProps } from "./types";

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

export const playKeeper = defineAction({
  type: "play-keeper",
  messages: M,
  Control: PlayKeeper,
  log: {
    effect: (e, c, m) =>
      "keeper" in e.source
        ? c.msg.sentences([
            m.played(c.who(e.seat), c.names.keeper(e.source.keeper).name),
            effectNote(e.effect, e.seat, c),
          ])
        : null,
  },
});
