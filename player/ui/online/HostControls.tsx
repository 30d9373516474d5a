// The host's controls in the game: a human seat with nobody connected can be handed to a computer player
// at a chosen level, and taken back when its player returns; and the invitations again, for a friend who
// lost theirs. The server checks the host's secret; this page only offers what its last message allows.
import { useId, useState } from "react";
import type { Seat } from "../../engine";
import type { CreateResponse } from "../../online/protocol";
import type { OnlineGame } from "../client/online";
import { useMessages } from "../i18n/context";
import { useEditionText } from "../i18n/edition-context";
import { APP } from "../i18n/messages";
import { isolate, say } from "../i18n/names";
import { InviteList } from "./Invites";
import { ONLINE } from "./messages";

const LEVELS = ["random", "easy", "medium", "hard"];

export function HostControls({ client, created }: { client: OnlineGame; created: CreateResponse | null }) {
  const o = useMessages(ONLINE);
  const m = client.message();
  const text = useEditionText();
  const who = (seat: Seat) => text.suspect(m.view.seats[seat]?.suspect ?? "");
  const away = m.away.filter((s) => !m.standIns.includes(s));
  return (
    <details className="online-host" data-testid="host-controls">
      <summary>{o.hostHeading}</summary>
      <ul>
        {away.map((seat) => (
          <AwaySeat key={seat} name={who(seat)} onStandIn={(level) => client.standIn(seat, level)} />
        ))}
        {m.standIns.map((seat) => (
          <li key={seat}>
            {say(o.standingIn, isolate(who(seat)))}{" "}
            <button type="button" data-action="take-back" onClick={() => client.standIn(seat, null)}>
              {say(o.takeBack, isolate(who(seat)))}
            </button>
          </li>
        ))}
      </ul>
      {created && (
        <details>
          <summary>{o.invites}</summary>
          <InviteList created={created} compiled={client.get().compiled} />
        </details>
      )}
    </details>
  );
}

function AwaySeat({ name, onStandIn }: { name: string; onStandIn: (level: string) => void }) {
  const o = useMessages(ONLINE);
  const a = useMessages(APP);
  const id = useId();
  const [level, setLevel] = useState("medium");
  return (
    <li>
      {say(o.away, isolate(name))}{" "}
      <label htmlFor={id} className="sr-only">
        {o.level(name)}
      </label>
      <select id={id} value={level} onChange={(e) => setLevel(e.target.value)}>
        {LEVELS.map((l) => (
          <option key={l} value={l}>
            {a.levels[l] ?? l}
          </option>
        ))}
      </select>{" "}
      <button type="button" data-action="stand-in" onClick={() => onStandIn(level)}>
        {o.standIn}
      </button>
    </li>
  );
}
