// The game screen's layout: one region each for the status, the board, the turn's controls, the hand,
// the seats, and the panels (notebook, log, replay, rules). Every region reads the store's view; the
// hand-over screen replaces all of them while the device changes hands.
import { useDeferredValue, useMemo } from "react";
import type { Action, PlayerView } from "../../engine";
import { Board } from "../board/Board";
import { reducedMotion } from "../board/walk";
import { useLang, useMessages } from "../i18n/context";
import { useEditionText } from "../i18n/edition-context";
import type { Lang } from "../../../i18n/lang";
import { GAME } from "../i18n/messages";
import { Log } from "../log/Log";
import { TurnStory } from "../log/TurnStory";
import { useLogContext } from "../log/useLogContext";
import { Notebook } from "../notebook/Notebook";
import { GameOver } from "../apart/end";
import { Replay, RulesTab } from "../apart/panels";
import { useLaggingStore } from "../store/store";
import type { GameClient, Table } from "../client/client";
import { Announcer } from "./Announcer";
import { Hand } from "./Hand";
import { HandOver } from "./HandOver";
import { Menu } from "./Menu";
import { Panels, type Panel } from "./Panels";
import { Seats } from "./Seats";
import { Status } from "./Status";
import { TurnPanel } from "./TurnPanel";
import "../sr-only.css";
import "./GameScreen.css";

export interface GameScreenProps {
  client: GameClient;
  onExit?: () => void;
  exitLabel?: string;
  onNewGame?: () => void;
  /** Left out where this screen has no save to give or take (online: the bar offers the save at the end). */
  onExport?: () => void;
  onImport?: (text: string) => string | null;
  onLang?: (l: Lang) => void;
}

const mine = (t: Table) => t.mine;

export function GameScreen({ client, onExit, exitLabel, onNewGame, onExport, onImport, onLang }: GameScreenProps) {
  const s = useLaggingStore(client, mine);
  const m = useMessages(GAME);
  const text = useEditionText();
  const lang = useLang();
  const { compiled, view, legal: turn } = s;
  const moves = useMemo(() => {
    const out = new Map<number, Action>();
    for (const a of turn.list("move")) out.set(a.to, a);
    return out;
  }, [turn]);
  const kinds = useMemo(
    () => ({
      suspects: new Set(compiled.edition.suspects.map((x) => x.id)),
      weapons: new Set(compiled.edition.weapons.map((x) => x.id)),
    }),
    [compiled],
  );
  const colors = useMemo(() => new Map(compiled.edition.suspects.map((x) => [x.id, x.color])), [compiled]);
  const logCtx = useLogContext(compiled, view);
  const act = (a: Action) => client.act(a);
  const thinking = s.thinking !== null;
  // The panels (the notebook first) are drawn in a render of their own, just after the first: the board
  // and the turn's controls come up sooner, and no single task draws the whole screen.
  const panelsShown = useDeferredValue(true, false);

  if (s.handOver !== null)
    return (
      <main className="game game-handover" data-viewer="spectator">
        <HandOver suspect={view.seats[s.handOver]?.suspect ?? ""} onAccept={() => client.acceptHandOver()} />
        <Announcer log={view.log} ctx={logCtx} settled={!thinking} />
      </main>
    );

  const panels: Panel[] = [
    ...(typeof view.viewer === "number"
      ? [
          {
            id: "notebook",
            label: text.terms.notepad,
            render: () => <Notebook compiled={compiled} view={view} gameKey={s.game} compute={client.notebook} />,
          },
        ]
      : []),
    { id: "log", label: m.logSlot, render: () => <Log entries={view.log} ctx={logCtx} /> },
    {
      id: "replay",
      label: m.replaySlot,
      render: () => <ReplayTab client={client} viewer={view.viewer} />,
    },
    { id: "rules", label: m.rulesSlot, render: () => <RulesTab compiled={compiled} /> },
  ];
  return (
    <main className="game" data-viewer={String(view.viewer)}>
      <header className="game-head">
        <h1 className="game-title">{text.name}</h1>
        <Menu
          pace={s.pace}
          onPace={(p) => client.setPace(p)}
          lang={lang}
          onLang={onLang}
          onExport={onExport}
          exportReveals={!view.result && s.humans > 1}
          onImport={onImport}
          onNewGame={view.result ? undefined : onNewGame}
          onExit={onExit}
          exitLabel={exitLabel}
        />
      </header>
      <div className="game-status">
        <Status view={view} thinking={thinking} shared={s.humans > 1} />
        {/* In the page before its text comes, so that a screen reader says it. */}
        <p className="error" role="alert">
          {s.error && m.refused(s.error)}
        </p>
      </div>
      <div className="game-board">
        <Board
          compiled={compiled}
          view={view}
          moves={moves}
          onMove={act}
          animate={s.pace !== "instant" && !reducedMotion()}
        />
      </div>
      <div className="game-side">
        {view.result && (
          <GameOver view={view} kinds={kinds} onNewGame={onNewGame} onExit={onExit} exitLabel={exitLabel} />
        )}
        <TurnStory log={view.log} ctx={logCtx} />
        <TurnPanel compiled={compiled} view={view} turn={turn} moves={moves} onAct={act} notebook={client.notebook} />
        <div className="game-side-rest">
          {typeof view.viewer === "number" && <Hand view={view} kinds={kinds} />}
          <Seats view={view} colors={colors} />
        </div>
      </div>
      <div className="game-panels">{panelsShown && <Panels panels={panels} />}</div>
      <Announcer log={view.log} ctx={logCtx} settled={!thinking} />
    </main>
  );
}

/** The replay of the game so far, where the client keeps a record of it. */
function ReplayTab({ client, viewer }: { client: GameClient; viewer: PlayerView["viewer"] }) {
  const game = client.record();
  return game && <Replay compiled={client.get().compiled} game={game} viewer={viewer} />;
}
