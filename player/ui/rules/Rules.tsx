// The edition's rules: a summary of its options in the UI's language, then its own rules text (from its
// locale where it has one), rendered so that nothing in it can run.
import { useMemo } from "react";
import type { Edition } from "../../../schemas/edition";
import { useMessages } from "../i18n/context";
import { useEditionText } from "../i18n/edition-context";
import { renderMarkdown } from "./markdown";
import { RULES } from "./messages";
import { ruleSummary } from "./summary";
import "./Rules.css";

export interface RulesProps {
  edition: Edition;
}

export function Rules({ edition }: RulesProps) {
  const m = useMessages(RULES);
  const t = useEditionText();
  const summary = useMemo(() => ruleSummary(edition, t, m), [edition, t, m]);
  const text = useMemo(() => renderMarkdown(t.rulesText, { headingOffset: 2 }), [t.rulesText]);
  return (
    <section className="rules" aria-labelledby="rules-title" lang={t.lang}>
      <h2 id="rules-title">{m.title}</h2>
      <section aria-labelledby="rules-summary">
        <h3 id="rules-summary">{m.summary}</h3>
        <dl className="rules-summary">
          {summary.map((s) => (
            <div key={s.id} className="rules-option">
              <dt>{s.label}</dt>
              {s.lines.map((l, i) => (
                <dd key={i}>{l}</dd>
              ))}
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="rules-text" className="rules-text">
        <h3 id="rules-text">{m.text}</h3>
        {t.rulesText.trim() ? text : <p>{m.noText}</p>}
      </section>
    </section>
  );
}
