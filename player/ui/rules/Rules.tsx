// The edition's rules: a summary of its options in the UI's language, then its own rules text (from its
// locale where it has one), rendered from tokens so that nothing in it can run. Parsing is handed in
// (`parse`): `parseMarkdown` of parse.ts in the page, or the same function behind a Worker, so that the
// page need not carry markdown-it.
import { useEffect, useMemo, useState } from "react";
import type { Edition } from "../../../schemas/edition";
import { useMessages } from "../i18n/context";
import { useEditionText } from "../i18n/edition-context";
import { RULES } from "./messages";
import { ruleSummary } from "./summary";
import { renderTokens, type MdToken } from "./tokens";
import "./Rules.css";

type ParseMarkdown = (src: string) => MdToken[] | Promise<MdToken[]>;

export interface RulesProps {
  edition: Edition;
  parse: ParseMarkdown;
}

function useTokens(src: string, parse: ParseMarkdown): MdToken[] | null {
  const [done, setDone] = useState<{ src: string; tokens: MdToken[] } | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.resolve()
      .then(() => parse(src))
      .then(
        (tokens) => live && setDone({ src, tokens }),
        // A text that can not be parsed is shown as it is, as one paragraph of plain text.
        () =>
          live &&
          setDone({
            src,
            tokens: [{ type: "text", tag: "", nesting: 0, attrs: null, content: src, hidden: false, children: null }],
          }),
      );
    return () => {
      live = false;
    };
  }, [src, parse]);
  return done?.src === src ? done.tokens : null;
}

export function Rules({ edition, parse }: RulesProps) {
  const m = useMessages(RULES);
  const t = useEditionText();
  const summary = useMemo(() => ruleSummary(edition, t, m), [edition, t, m]);
  const tokens = useTokens(t.rulesText, parse);
  const text = useMemo(() => (tokens ? renderTokens(tokens, { headingOffset: 2 }) : null), [tokens]);
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
        {!t.rulesText.trim() ? <p>{m.noText}</p> : text}
      </section>
    </section>
  );
}
