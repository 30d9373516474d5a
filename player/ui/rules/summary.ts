// The edition's rule options as labelled sentences in the UI's language: what the engine will enforce,
// read from the compiled edition (the UI decides nothing here, it only says what the options are).
import type { Edition } from "../../../schemas/edition";
import type { EditionText } from "../../../edition/text";
import type { RulesMessages } from "../i18n/en/rules";

export interface RuleLine {
  id: string;
  label: string;
  lines: string[];
}

export function ruleSummary(edition: Edition, t: EditionText, m: RulesMessages): RuleLine[] {
  const r = edition.rules;
  const T = t.terms;
  const face = (f: number | "?") => (f === "?" ? m.questionFace : String(f));
  const out: RuleLine[] = [
    { id: "players", label: m.label.players, lines: [m.players(edition.players.min, edition.players.max)] },
    {
      id: "dice",
      label: m.label.dice,
      lines: [
        m.dice(
          r.dice.length,
          r.dice.map((d) => d.faces.map(face)),
        ),
      ],
    },
    {
      id: "movement",
      label: m.label.movement,
      lines: [
        r.movement.mode === "exact" ? m.exact(T.room) : m.upTo(T.room),
        m.passThrough(r.movement.passThroughTokens),
        m.noSquareTwice(T.room),
        m.doorsBlocked(r.movement.doorsBlockedByTokens),
        m.mustLeave(r.movement.mustLeaveRoom, T.room, T.suggestion),
        ...(r.movement.movedMayStay ? [m.movedMayStay(T.room, T.suggestion)] : []),
      ],
    },
    {
      id: "passages",
      label: m.label.passages,
      lines: [
        r.movement.secretPassages
          ? m.passagesOn(edition.board.passages.map(([a, b]) => [t.room(a), t.room(b)] as [string, string]))
          : m.passagesOff,
      ],
    },
    {
      id: "first",
      label: m.label.first,
      lines: [r.firstPlayer.kind === "suspect" ? m.firstSuspect(t.suspect(r.firstPlayer.suspect)) : m.firstHighRoll],
    },
    {
      id: "weapons",
      label: T.weapons,
      lines: [
        r.weapons.kind === "spread"
          ? m.weaponsSpread(T.weapons, T.rooms)
          : r.weapons.kind === "distinctRooms"
            ? m.weaponsDistinct(T.weapons, T.room)
            : m.weaponsRoom(T.weapons, t.room(r.weapons.room)),
      ],
    },
    {
      id: "deal",
      label: m.label.deal,
      lines: [
        m.envelope(T.envelope, T.suspect, T.weapon, T.room),
        r.deal.kind === "all"
          ? m.dealAll(T.cards)
          : m.dealEqual(T.cards, t.room(r.deal.leftovers), r.deal.lookOnEntry === true),
      ],
    },
    {
      id: "suggestions",
      label: T.suggestion,
      lines: [
        m.suggestHow(T.suggestion, T.room, T.suspect, T.weapon),
        m.movedMaySuggest(r.suggestions.movedMaySuggest, T.suggestion),
      ],
    },
    {
      id: "accusations",
      label: T.accusation,
      lines: [
        r.accusations.kind === "anywhere"
          ? m.accuseAnywhere(T.accusation)
          : m.accuseRoom(T.accusation, t.room(r.accusations.room), r.accusations.onEntry === true),
        m.accuseAfter(r.suggestions.accuseAfter, T.accusation, T.suggestion),
        // Absent means yes: only a `false` narrows accusing after a suggestion.
        ...(r.suggestions.accuseAfter && r.suggestions.accuseAfterShown === false
          ? [m.accuseAfterShown(T.accusation, T.suggestion)]
          : []),
        m.wrongAccuser(T.accusation),
      ],
    },
    { id: "end", label: m.label.end, lines: [m.lastPlayer(r.end.lastPlayerWins, T.accusation)] },
  ];
  const intrigue = edition.modules.intrigue;
  if (intrigue) {
    const keepers = intrigue.keepers.reduce((s, k) => s + k.count, 0);
    out.push({
      id: "intrigue",
      label: m.label.intrigue,
      lines: [
        m.intrigue(intrigue.clocks, keepers),
        m.drawOn(
          intrigue.drawOnQuestionFace,
          intrigue.drawOnQuestionSpace,
          intrigue.stopOnQuestionSpace,
          intrigue.drawWhenMovedBySuggestion,
          T.suggestion,
        ),
      ].filter(Boolean),
    });
    if (intrigue.keepers.length > 0)
      out.push({
        id: "keepers",
        label: m.label.keepers,
        lines: intrigue.keepers.map(
          (k) =>
            `${m.keeper(t.keeper(k.id).name, k.count, t.keeper(k.id).text)}${k.origin === "ours" ? ` ${m.ours}` : ""}`,
        ),
      });
  }
  const powers = edition.modules.personalities?.powers ?? [];
  if (powers.length > 0)
    out.push({
      id: "powers",
      label: m.label.powers,
      lines: powers.map(
        (p) =>
          `${m.power(t.suspect(p.suspect), t.power(p.suspect).name, t.power(p.suspect).text)}${p.origin === "ours" ? ` ${m.ours}` : ""}`,
      ),
    });
  return out.map((s) => ({ ...s, lines: s.lines.map(m.tidy) }));
}
