// "Where is everyone": on demand (its button, or the W key anywhere but a text field or the notebook), where
// each suspect and each weapon is, in words, said once in a live region and shown under the button until
// the tokens move again. What a sighted player takes in at a glance of the board.
import { useEffect, useRef, useState } from "react";
import type { PlayerView } from "../../engine";
import { useMessages } from "../i18n/context";
import { useEditionText } from "../i18n/edition-context";
import { GAME } from "../i18n/messages";

export interface WhereProps {
  view: PlayerView;
  /** A node in words (place-name.ts), said of the token of `who`. */
  say: (node: number, who: string) => string;
  /** The room's name, for a weapon (weapons stand in rooms). */
  room: (id: string) => string;
}

/** Keys typed into these are theirs, not a shortcut. */
const TYPING = "input, textarea, select, [contenteditable], [contenteditable] *";

export function WhereIsEveryone({ view, say, room }: WhereProps) {
  const m = useMessages(GAME);
  const text = useEditionText();
  const [said, setSaid] = useState<{ n: number; text: string; at: string } | null>(null);
  const at = [...view.tokens.map((t) => t.node), ...view.weapons.map((w) => w.room)].join(",");
  const readout = () =>
    m.whereAll(
      view.tokens.map((t) => m.whereOne(text.suspect(t.suspect), say(t.node, t.suspect))),
      view.weapons.map((w) => m.whereOne(text.weapon(w.weapon), room(w.room))),
      text.terms.weapons,
    );
  const tell = () => setSaid((s) => ({ n: (s?.n ?? 0) + 1, text: readout(), at }));
  // One listener for the page's life; it calls the latest `tell`, which reads the latest view.
  const latest = useRef(tell);
  useEffect(() => {
    latest.current = tell;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || e.key.toLowerCase() !== "w") return;
      if (e.target instanceof Element && e.target.closest(TYPING)) return;
      e.preventDefault();
      latest.current();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  // Said about tokens or weapons that have moved since, it would mislead: it goes.
  const current = said?.at === at ? said : null;
  return (
    <div className="where">
      <button type="button" data-testid="where-button" aria-keyshortcuts="W" onClick={tell}>
        {m.whereButton} <kbd aria-hidden="true">{m.whereKey}</kbd>
      </button>
      <div className="where-said" aria-live="polite" data-testid="where">
        {current && <p key={current.n}>{current.text}</p>}
      </div>
    </div>
  );
}
