// Online play's screens, kept apart from the page's own script (apart/online.ts): without a game in the
// address, the form that sets one up on the server, then its invitations; with `?online=<gameId>`, the
// game joined with the seat the link names (OnlinePlay). A page no server gave says so and goes back.
import { useState } from "react";
import type { CompiledEdition } from "../../../schemas/graph";
import { editionHash } from "../../engine";
import type { CreateResponse } from "../../online/protocol";
import type { Connector } from "../client/online-room";
import { LangProvider, useMessages } from "../i18n/context";
import type { Lang } from "../../../i18n/lang";
import { APP } from "../i18n/messages";
import type { EditionChoice } from "../setup/first-game";
import type { Settings } from "../setup/settings";
import type { Post } from "./api";
import { serverConnector } from "./connector";
import { CreateForm } from "./CreateForm";
import { invitations, Invites } from "./Invites";
import { addressOf, keepCreated, readLink, type Link } from "./link";
import { ONLINE } from "./messages";
import { OnlinePlay, type OnlinePlayProps } from "./OnlinePlay";
import { isServed } from "./served";
import "./Online.css";

export interface OnlineAppProps {
  /** The page's editions: a baked page's own, or the built-in ones and any opened from a file. */
  editions: readonly EditionChoice[];
  /** The built-in editions are still being compiled. */
  loading: boolean;
  /** The edition baked into this page: a link's game of it needs no edition from the server. */
  baked: CompiledEdition | null;
  settings: Settings;
  lang: Lang;
  onLang?: (l: Lang) => void;
  onExit: () => void;
  /** The server; the tests give fakes. */
  connector?: () => Connector;
  post?: Post;
  notebook?: OnlinePlayProps["notebook"];
}

type Screen =
  | { kind: "create" }
  | { kind: "invites"; created: CreateResponse; edition: EditionChoice }
  | { kind: "play"; link: Link; known: OnlinePlayProps["known"] };

const local = (): Storage | null => {
  try {
    return localStorage;
  } catch {
    return null;
  }
};
const known = (compiled: CompiledEdition) => ({ compiled, hash: editionHash(compiled.edition) });

/** Shows `link` in the address bar: its game and seat, never its secrets. */
const show = (link: Link) => history.replaceState(history.state, "", addressOf(link, location.pathname));

export function OnlineApp(p: OnlineAppProps) {
  return (
    <LangProvider lang={p.lang}>
      <Online {...p} />
    </LangProvider>
  );
}

function Online(p: OnlineAppProps) {
  const a = useMessages(APP);
  const o = useMessages(ONLINE);
  const served = isServed();
  const [screen, setScreen] = useState<Screen>(() => {
    const link = served ? readLink(location.search, location.hash, local()) : null;
    if (!link) return { kind: "create" };
    show(link);
    return { kind: "play", link, known: p.baked && known(p.baked) };
  });
  const exit = () => {
    history.replaceState(history.state, "", location.pathname);
    p.onExit();
  };
  const connector = p.connector ?? (() => serverConnector());

  if (served && screen.kind === "play")
    return (
      <OnlinePlay
        link={screen.link}
        known={screen.known}
        connector={connector}
        onLang={p.onLang}
        onExit={exit}
        notebook={p.notebook}
      />
    );
  const start = (s: Extract<Screen, { kind: "invites" }>) => {
    const own = invitations(s.created)[0];
    const link: Link = {
      gameId: s.created.gameId,
      seat: own?.seat ?? null,
      ...(own?.token !== undefined && { token: own.token }),
      host: s.created.host,
    };
    show(link);
    setScreen({ kind: "play", link, known: known(s.edition.compiled) });
  };
  return (
    <main className="start online">
      <header>
        <h1>{a.title}</h1>
        <p>{served ? o.playOnlineHelp : ""}</p>
      </header>
      {!served ? (
        <p role="alert" data-testid="online-not-served">
          {o.notServed}
        </p>
      ) : screen.kind === "invites" ? (
        <Invites created={screen.created} compiled={screen.edition.compiled} onStart={() => start(screen)} />
      ) : p.loading ? (
        <p role="status">{o.loading}</p>
      ) : (
        <CreateForm
          editions={p.editions}
          settings={p.settings}
          post={p.post}
          onCreated={(created, edition) => {
            keepCreated(local(), created);
            setScreen({ kind: "invites", created, edition });
          }}
        />
      )}
      <div className="start-actions">
        <button type="button" onClick={exit}>
          {o.back}
        </button>
      </div>
    </main>
  );
}
