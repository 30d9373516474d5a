// The distances panel: what the heat map on the board is measured from, and the room-to-room matrix.
import type { CompiledEdition } from "../../schemas/graph";
import { useT } from "../i18n/i18n";
import { roomMatrix, UNREACHABLE } from "./heat";

export function Distances({ compiled, from }: { compiled: CompiledEdition | undefined; from: string | null }) {
  const t = useT();
  if (!compiled) return <p>{t("distances.needClean")}</p>;
  const rooms = compiled.edition.rooms;
  const m = roomMatrix(compiled.graph);
  return (
    <section className="distances">
      <p>{from ? t("distances.from", { what: from }) : t("distances.pick")}</p>
      <h3>{t("distances.matrix")}</h3>
      <div className="matrix-scroll">
        <table className="matrix" data-testid="room-matrix">
          <thead>
            <tr>
              <th />
              {/* Columns are numbered, rows say the number and the name: a column of names would not fit beside the board. */}
              {rooms.map((r, j) => (
                <th key={r.id} scope="col" title={r.name}>
                  <abbr title={r.name}>{j + 1}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rooms.map((r, i) => (
              <tr key={r.id}>
                <th scope="row" title={r.name}>
                  {i + 1}. {r.name}
                </th>
                {m[i]!.map((d, j) => (
                  <td key={j}>{i === j ? "" : d === UNREACHABLE ? t("distances.none") : d}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
