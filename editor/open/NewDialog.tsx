// A new edition: a blank board of a chosen size, or a copy of a built-in edition.
import { useContext, useState } from "react";
import { LangContext } from "../i18n/i18n";
import { blankEdition, copyOf } from "./blank";
import { BUILTINS, builtinName } from "./builtins";

export function NewDialog({ onCreate, onCancel }: { onCreate: (text: string) => void; onCancel: () => void }) {
  const { t, lang } = useContext(LangContext);
  const [rows, setRows] = useState(12);
  const [cols, setCols] = useState(12);
  const [from, setFrom] = useState("");
  return (
    <div className="dialog-back">
      <form
        className="dialog"
        role="dialog"
        aria-label={t("new.title")}
        onSubmit={(e) => {
          e.preventDefault();
          const b = BUILTINS[from];
          onCreate(b ? copyOf(b.text, `my-${from}`, `${b.name} (copy)`) : blankEdition(rows, cols));
        }}
      >
        <h2>{t("new.title")}</h2>
        <label>
          <input type="radio" name="from" checked={from === ""} onChange={() => setFrom("")} /> {t("new.fromSize")}
        </label>
        <div className="size">
          <label>
            {t("new.rows")}{" "}
            <input
              type="number"
              name="rows"
              min={3}
              max={200}
              value={rows}
              onChange={(e) => setRows(Number(e.target.value))}
            />
          </label>
          <label>
            {t("new.cols")}{" "}
            <input
              type="number"
              name="cols"
              min={3}
              max={200}
              value={cols}
              onChange={(e) => setCols(Number(e.target.value))}
            />
          </label>
        </div>
        <label>
          <input type="radio" name="from" checked={from !== ""} onChange={() => setFrom("classic")} />{" "}
          {t("new.fromBuiltin")}
        </label>
        <select aria-label={t("new.fromBuiltin")} value={from} onChange={(e) => setFrom(e.target.value)}>
          <option value="">–</option>
          {Object.entries(BUILTINS).map(([id, b]) => (
            <option key={id} value={id}>
              {builtinName(b, lang)}
            </option>
          ))}
        </select>
        <div className="row">
          <button type="submit" data-testid="create">
            {t("new.create")}
          </button>
          <button type="button" onClick={onCancel}>
            {t("new.cancel")}
          </button>
        </div>
      </form>
    </div>
  );
}
