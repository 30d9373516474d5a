// What the question marks do, beside the board of an edition that has them (The Office): a `?` space and
// the `?` face of a die, in the words of the edition's own rules (its Intrigue module's switches).
import type { CompiledEdition } from "../../../schemas/graph";
import { COLORS } from "../../board";
import { useMessages } from "../i18n/context";
import { GAME } from "../i18n/messages";

export function Legend({ compiled }: { compiled: CompiledEdition }) {
  const m = useMessages(GAME);
  const { edition } = compiled;
  const intrigue = edition.modules.intrigue;
  const spaces = edition.board.spaces.length > 0;
  const face = edition.rules.dice.some((d) => d.faces.includes("?"));
  if (!spaces && !face) return null;
  return (
    <section className="board-legend" aria-label={m.legend} data-testid="board-legend">
      <ul>
        {spaces && (
          <li>
            <span className="legend-space" style={{ background: COLORS.question }} aria-hidden="true">
              ?
            </span>
            {m.legendSpace(!!intrigue?.stopOnQuestionSpace, !!intrigue?.drawOnQuestionSpace)}
          </li>
        )}
        {face && (
          <li>
            <span className="legend-face" aria-hidden="true">
              ?
            </span>
            {m.legendFace(!!intrigue?.drawOnQuestionFace)}
          </li>
        )}
      </ul>
    </section>
  );
}
