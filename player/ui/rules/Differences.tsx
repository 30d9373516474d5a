// "How this edition differs from classic": the sentences compiler/diff wrote at build time, in the UI's
// language where the edition has them (else its own language), beside the rules text. Text only: each
// sentence is rendered as text, never as markup.
import { useLang, useMessages } from "../i18n/context";
import { RULES } from "./messages";

export interface DifferencesData {
  /** The sentences, one list per language (compiler/diff `Differences.text`). */
  text: Partial<Record<string, string[]>>;
}

export interface DifferencesProps {
  differences: DifferencesData;
  /** The name of the edition compared against, as the player shows it ("Clue"). */
  baseName: string;
}

export function Differences({ differences, baseName }: DifferencesProps) {
  const lang = useLang();
  const t = useMessages(RULES);
  const lines = differences.text[lang] ?? Object.values(differences.text).find((l) => Array.isArray(l)) ?? [];
  return (
    <section className="rules-differences" aria-labelledby="rules-differences-title">
      <h3 id="rules-differences-title">{t.differences.title(baseName)}</h3>
      {lines.length === 0 ? (
        <p>{t.differences.none(baseName)}</p>
      ) : (
        <ul>
          {lines.map((line, i) => (
            <li key={i}>{String(line)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
