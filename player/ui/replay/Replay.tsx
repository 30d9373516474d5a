// The game as this seat saw it, step by step: the board, its hand and the log at each step, rebuilt from
// the game's seed and actions. Once the game is over, every hand can be laid open beside it.
import { useMemo, useState, type KeyboardEvent } from "react";
import type { CompiledEdition } from "../../../schemas/graph";
import type { Viewer } from "../../engine";
import { formatList } from "../../../i18n/format";
import { useLang, useMessages } from "../i18n/context";
import { useEditionText } from "../i18n/edition-context";
import { describe } from "../log/describe";
import { Log } from "../log/Log";
import { useLogContext } from "../log/useLogContext";
import { REPLAY } from "./messages";
import { ReplayBoard } from "./ReplayBoard";
import { ReplayControls } from "./ReplayControls";
import { timeline, turnStarts, viewAt, type ReplaySource } from "./timeline";
import "./Replay.css";

export interface ReplayProps {
  compiled: CompiledEdition;
  /** The game so far: its seed, seats and actions (a Save has them all). */
  game: ReplaySource;
  /** A seat, or "spectator" (a game of computer players only): then there is no hand of its own. */
  viewer: Viewer;
}

export function Replay({ compiled, game, viewer }: ReplayProps) {
  const m = useMessages(REPLAY);
  const text = useEditionText();
  const lang = useLang();
  // A list of cards in the page's language: "Rope, Knife and Study", "ロープ、ナイフ、書斎".
  const cards = (cs: readonly string[]) =>
    formatList(
      lang,
      cs.map((c) => text.card(c)),
    );
  // A save made afresh on every render is a new object with the same game: rebuild only when it grew.
  const key = `${game.seed}|${JSON.stringify(game.seats)}|${game.actions.length}|${JSON.stringify(game.actions[game.actions.length - 1] ?? null)}`;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const t = useMemo(() => timeline(compiled, game), [compiled, key]);
  const states = useMemo(() => (t.ok ? t.states : []), [t]);
  const last = Math.max(0, states.length - 1);
  // null: follow the game's newest step.
  const [pinned, setPinned] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const step = Math.min(pinned ?? last, last);
  const view = useMemo(() => viewAt(compiled, states, step, viewer), [compiled, states, step, viewer]);
  const before = useMemo(
    () => (step > 0 ? viewAt(compiled, states, step - 1, viewer) : null),
    [compiled, states, step, viewer],
  );
  const final = useMemo(() => viewAt(compiled, states, last, viewer), [compiled, states, last, viewer]);
  const starts = useMemo(() => turnStarts(states), [states]);
  const ctx = useLogContext(compiled, final ?? { viewer, seats: [] });
  if (!t.ok) return <p role="alert">{m.broken(t.step, t.message)}</p>;
  if (!view) return null;

  const go = (k: number) => setPinned(k >= last ? null : Math.max(0, k));
  const prevTurn = [...starts].reverse().find((s) => s < step) ?? 0;
  const nextTurn = starts.find((s) => s > step) ?? last;
  const onKey = (e: KeyboardEvent) => {
    const to = { ArrowLeft: step - 1, ArrowRight: step + 1, PageUp: prevTurn, PageDown: nextTurn, Home: 0, End: last }[
      e.key
    ];
    // The slider steps with its own arrow keys.
    if (to === undefined || (e.target as HTMLInputElement).type === "range") return;
    e.preventDefault();
    go(to);
  };
  const news = view.log
    .slice(before?.log.length ?? 0)
    .filter((e) => e.type !== "turn-ended")
    .map((e) => describe(e, ctx));
  const seatName = (s: number) => text.suspect(view.seats[s]?.suspect ?? "");
  const hands = final?.hands ?? null;
  return (
    // The replay's keys work from whichever of its controls has focus: they bubble up to here.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section className="replay" aria-label={m.title} onKeyDown={onKey}>
      <h2 className="replay-title">{m.title}</h2>
      <p className="replay-help">{m.help}</p>
      <ReplayControls
        step={step}
        last={last}
        label={step === 0 ? m.deal : m.turn(view.turn.number, seatName(view.turn.seat))}
        onStep={go}
        prevTurn={prevTurn}
        nextTurn={nextTurn}
        m={m}
      />
      <div className="replay-body">
        <ReplayBoard compiled={compiled} view={view} label={m.board(step)} />
        <div className="replay-side">
          <h3>{m.happened}</h3>
          <ul className="replay-news" aria-live="polite">
            {step === 0 ? (
              <li>{m.deal}</li>
            ) : news.length > 0 ? (
              news.map((s, i) => <li key={i}>{s}</li>)
            ) : (
              <li>{m.nothing}</li>
            )}
          </ul>
          {viewer === "spectator" ? null : (
            <>
              <h3>{m.hand}</h3>
              <p className="replay-hand">{cards(view.hand)}</p>
            </>
          )}
          {hands ? (
            <label className="replay-open">
              <input type="checkbox" checked={open} onChange={(e) => setOpen(e.target.checked)} />
              {m.openHands}
            </label>
          ) : null}
          {hands && open ? (
            <>
              <h3>{m.hands}</h3>
              <dl className="replay-hands">
                {hands.map((h, s) => (
                  <div key={s}>
                    <dt>{m.handOf(seatName(s))}</dt>
                    <dd>{cards(h)}</dd>
                  </div>
                ))}
                {final?.envelope ? (
                  <div>
                    <dt>{text.terms.envelope}</dt>
                    <dd>{cards([final.envelope.suspect, final.envelope.weapon, final.envelope.room])}</dd>
                  </div>
                ) : null}
                {final && final.pool.cards && final.pool.cards.length > 0 && final.pool.room ? (
                  <div>
                    <dt>{m.pool(text.room(final.pool.room))}</dt>
                    <dd>{cards(final.pool.cards)}</dd>
                  </div>
                ) : null}
              </dl>
            </>
          ) : null}
        </div>
      </div>
      <Log entries={view.log} ctx={ctx} />
    </section>
  );
}
