// The invitations of a game just made: one link per human seat, named by its suspect, each with a copy
// button; the link to watch; and the host's own seat (the first human one), opened in this page by
// "Start playing". The host sees the list again in the game (HostControls).
import { useState } from "react";
import type { CompiledEdition } from "../../../schemas/graph";
import type { CreateResponse } from "../../online/protocol";
import { useLang, useMessages } from "../i18n/context";
import { editionText } from "../../../edition/text";
import { isolatedText } from "../i18n/names";
import { ONLINE } from "./messages";

/** Each human seat with its link, in seat order (the server lists the invitations so). */
export function invitations(created: CreateResponse) {
  return created.seats.filter((s) => s.token !== undefined).map((s, i) => ({ ...s, url: created.invites[i] ?? "" }));
}

export function InviteList({
  created,
  compiled,
  own,
}: {
  created: CreateResponse;
  compiled: CompiledEdition;
  own?: number;
}) {
  const o = useMessages(ONLINE);
  const text = editionText(compiled.edition, useLang());
  const [note, setNote] = useState("");
  const copy = (url: string) =>
    // Where the page is no secure context (an address on the network, not localhost) there is no clipboard.
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(url))
      .then(
        () => setNote(o.copied),
        () => setNote(o.copyFailed),
      );
  const row = (label: string, url: string, testid: string, mine = false) => (
    <li key={testid} data-testid={testid}>
      <label>
        <span>
          {label}
          {mine && <strong> ({o.yourSeat})</strong>}
        </span>
        <input type="text" readOnly value={url} onFocus={(e) => e.target.select()} />
      </label>
      <button type="button" aria-label={o.copyLabel(label)} onClick={() => void copy(url)}>
        {o.copy}
      </button>
    </li>
  );
  return (
    <>
      <ul className="online-invites">
        {invitations(created).map((s) =>
          row(o.seatLink(isolatedText(text.suspect(s.suspect))), s.url, `invite-${s.seat}`, s.seat === own),
        )}
        {row(o.spectateLink, created.spectate, "invite-spectate")}
      </ul>
      <p role="status">{note}</p>
    </>
  );
}

export function Invites(p: { created: CreateResponse; compiled: CompiledEdition; onStart: () => void }) {
  const o = useMessages(ONLINE);
  const own = invitations(p.created)[0]?.seat;
  return (
    <section className="online-ready" aria-labelledby="online-ready-h">
      <h2 id="online-ready-h">{o.readyHeading}</h2>
      <p>{o.invitesHelp}</p>
      <InviteList created={p.created} compiled={p.compiled} own={own} />
      <button type="button" className="primary" data-action="start-online" onClick={p.onStart}>
        {own === undefined ? o.startWatching : o.startPlaying}
      </button>
    </section>
  );
}
