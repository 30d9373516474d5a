// Disproving: the seat asked chooses which of its matching cards to show (the engine lists them).
import type { ActionOf } from "../../engine";
import { useMessages } from "../i18n/context";
import { useEditionText } from "../i18n/edition-context";
import { GAME } from "../i18n/messages";

export interface ShowCardProps {
  actions: ActionOf<"show-card">[];
  to: string;
  onAct: (a: ActionOf<"show-card">) => void;
}

export function ShowCard({ actions, to, onAct }: ShowCardProps) {
  const m = useMessages(GAME);
  const text = useEditionText();
  return (
    <section className="turn-form show-card" aria-label={m.showHeading(to)}>
      <h3>{m.showHeading(to)}</h3>
      <div className="choices">
        {actions.map((a) => (
          <button
            key={a.card}
            type="button"
            data-action="show-card"
            data-card={a.card}
            className="card-button"
            onClick={() => onAct(a)}
          >
            {m.showCard(text.card(a.card))}
          </button>
        ))}
      </div>
    </section>
  );
}
