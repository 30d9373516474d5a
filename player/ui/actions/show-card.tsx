// Disproving: the seat asked chooses which of its matching cards to show (the engine lists them). The
// prompt says what was asked, in the log's words for the suggestion it answers.
import { useEditionText } from "../i18n/edition-context";
import { useMessages } from "../i18n/context";
import { byLang } from "../i18n/pair";
import { describe } from "../log/describe";
import { lastOf } from "../log/story";
import { showCard as en } from "./show-card.en";
import type { ActionEntry, ControlProps } from "./types";

const M = byLang(en, (ja) => ja.actions.showCard);

function ShowCard({ view, turn, onAct, log }: ControlProps) {
  const m = useMessages(M);
  const text = useEditionText();
  const to =
    view.waiting && view.waiting.seat === turn.seat ? text.suspect(view.seats[view.waiting.to]?.suspect ?? "") : "";
  const asked = lastOf(view.log, "suggested");
  return (
    <section className="turn-form show-card" aria-label={m.heading(to)}>
      <h3>{m.heading(to)}</h3>
      {asked && <p className="asked">{describe(asked, log)}</p>}
      <div className="choices">
        {turn.list("show-card").map((a) => (
          <button
            key={a.card}
            type="button"
            data-action="show-card"
            data-card={a.card}
            className="card-button"
            onClick={() => onAct(a)}
          >
            {m.button(text.card(a.card))}
          </button>
        ))}
      </div>
    </section>
  );
}

export const showCard: ActionEntry = { type: "show-card", messages: M, Control: ShowCard };
