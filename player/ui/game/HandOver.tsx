// Between two humans at one screen: a screen that shows nothing secret until the next player confirms.
import { useEffect, useRef } from "react";
import { useMessages } from "../i18n/context";
import { useEditionText } from "../i18n/edition-context";
import { GAME } from "../i18n/messages";
import { isolate, say } from "../i18n/names";

export function HandOver({ suspect, onAccept }: { suspect: string; onAccept: () => void }) {
  const m = useMessages(GAME);
  const text = useEditionText();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), [suspect]);
  const name = isolate(text.suspect(suspect));
  return (
    <section className="hand-over" data-testid="hand-over" aria-labelledby="hand-over-title">
      <h2 id="hand-over-title">{say(m.handOverHeading, name)}</h2>
      <p>{m.handOverHint}</p>
      <button ref={button} type="button" className="primary" data-action="hand-over" onClick={onAccept}>
        {say(m.handOverButton, name)}
      </button>
    </section>
  );
}
