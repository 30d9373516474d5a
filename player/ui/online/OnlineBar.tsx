// What the online game adds above the game screen: whose eyes this page is and the link's state
// (reconnecting, or disconnected and why), the host's controls, and the save once the game is over.
import { useSyncExternalStore } from "react";
import type { CreateResponse } from "../../online/protocol";
import type { OnlineGame } from "../client/online";
import { useMessages } from "../i18n/context";
import { useEditionText } from "../i18n/edition-context";
import { isolate, say } from "../i18n/names";
import { HostControls } from "./HostControls";
import { ONLINE } from "./messages";

export interface OnlineBarProps {
  client: OnlineGame;
  /** The host's controls are offered where this page holds the host's secret. */
  host: boolean;
  created: CreateResponse | null;
  onSave: () => void;
}

export function OnlineBar({ client, host, created, onSave }: OnlineBarProps) {
  const o = useMessages(ONLINE);
  const text = useEditionText();
  const t = useSyncExternalStore(client.subscribe, client.get);
  const seat = t.viewer === "spectator" ? null : (t.view.seats[t.viewer]?.suspect ?? null);
  const state =
    t.connection === "reconnecting"
      ? o.reconnecting
      : t.connection === "offline"
        ? o.offline(t.error ?? "")
        : seat !== null
          ? say(o.playing, isolate(text.suspect(seat)))
          : o.watching;
  return (
    <aside className="online-bar" aria-label={o.playOnline}>
      <p role="status" className="online-state" data-connection={t.connection}>
        {state}
      </p>
      {host && <HostControls client={client} created={created} />}
      {t.view.result &&
        (client.save() ? (
          <button type="button" data-testid="online-save" onClick={onSave}>
            {o.downloadSave}
          </button>
        ) : (
          <p>{o.saveNotYet}</p>
        ))}
    </aside>
  );
}
