// A game joined on the server: "joining…" until its first message, then the same game screen as a local
// game (the notebook, the log, the story, the replay once the save has come) over the online client, with
// the online bar above it; or, when the server refuses the link, why, and the way back.
import { useEffect, useMemo, useState } from "react";
import type { CompiledEdition } from "../../../schemas/graph";
import { joinOnline, type OnlineGame, type OnlineOptions } from "../client/online";
import type { Connector } from "../client/online-room";
import { GameScreen } from "../game/GameScreen";
import { useLang, useMessages } from "../i18n/context";
import { editionText } from "../../../edition/text";
import { EditionTextProvider } from "../i18n/edition-context";
import type { Lang } from "../../../i18n/lang";
import { download } from "../saves/download";
import { workerRunner } from "../worker/bot-runner";
import { keptCreated, type Link } from "./link";
import { ONLINE, refusalText } from "./messages";
import { OnlineBar } from "./OnlineBar";

export interface OnlinePlayProps {
  link: Link;
  /** The edition this page holds, and its hash: the server sends the game's own only when it differs. */
  known: { compiled: CompiledEdition; hash: string } | null;
  connector: () => Connector;
  onLang?: (l: Lang) => void;
  onExit: () => void;
  /** The notebook's deduction; the page's Worker unless given (the tests give one in the thread). */
  notebook?: OnlineOptions["notebook"];
}

type Joining =
  { kind: "joining" } | { kind: "playing"; client: OnlineGame } | { kind: "refused"; code: string; message: string };

const storage = (name: "localStorage" | "sessionStorage"): Storage | null => {
  try {
    return globalThis[name];
  } catch {
    return null;
  }
};

export function OnlinePlay(p: OnlinePlayProps) {
  const o = useMessages(ONLINE);
  const lang = useLang();
  const [joining, setJoining] = useState<Joining>({ kind: "joining" });
  const [tries, setTries] = useState(0);
  useEffect(() => {
    const abort = new AbortController();
    let client: OnlineGame | null = null;
    setJoining({ kind: "joining" });
    joinOnline({
      connector: p.connector(),
      gameId: p.link.gameId,
      ...(p.link.token !== undefined && { token: p.link.token }),
      ...(p.link.host !== undefined && { host: p.link.host }),
      known: p.known,
      notebook: p.notebook ?? workerRunner,
      session: storage("sessionStorage"),
      signal: abort.signal,
    }).then(
      (c) => {
        if (abort.signal.aborted) return c.dispose();
        client = c;
        setJoining({ kind: "playing", client: c });
      },
      (e: unknown) => {
        const { code = "REFUSED", message = String(e) } = e as { code?: string; message?: string };
        if (!abort.signal.aborted) setJoining({ kind: "refused", code, message });
      },
    );
    return () => {
      abort.abort();
      client?.dispose();
    };
    // A new link or a new try is a new join; the callbacks' identities are not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [p.link, tries]);
  const compiled = joining.kind === "playing" ? joining.client.get().compiled : null;
  const text = useMemo(() => compiled && editionText(compiled.edition, lang), [compiled, lang]);

  if (joining.kind === "joining")
    return (
      <main className="start" aria-busy="true">
        <p role="status">{o.joining}</p>
      </main>
    );
  if (joining.kind === "refused" || !text)
    return (
      <main className="start">
        <p role="alert" data-testid="online-refused">
          {joining.kind === "refused" && joining.code === "UNREACHABLE"
            ? o.joinUnreachable
            : o.joinRefused(joining.kind === "refused" ? refusalText(o.refusals, joining) : "")}
        </p>
        <div className="start-actions">
          <button type="button" onClick={() => setTries(tries + 1)}>
            {o.tryAgain}
          </button>
          <button type="button" onClick={p.onExit}>
            {o.back}
          </button>
        </div>
      </main>
    );
  const { client } = joining;
  const onSave = () => {
    const save = client.save();
    if (save) download(`${client.get().compiled.edition.id}-${p.link.gameId}-save.json`, JSON.stringify(save, null, 1));
  };
  return (
    <EditionTextProvider value={text}>
      <div className="online-game">
        <OnlineBar
          client={client}
          host={p.link.host !== undefined}
          created={keptCreated(storage("localStorage"), p.link.gameId)}
          onSave={onSave}
        />
        <GameScreen client={client} onExit={p.onExit} exitLabel={o.leave} onLang={p.onLang} />
      </div>
    </EditionTextProvider>
  );
}
