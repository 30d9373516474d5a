// The seed: typed, or left empty for a random one. When it is the seed of a game in progress that two or
// more humans share, it deals every hand of that game: it stays hidden until the player asks, is warned,
// and confirms.
import { useId, useState } from "react";
import { Confirm } from "../confirm/Confirm";
import { useMessages } from "../i18n/context";
import { APP } from "../i18n/messages";

export function SeedField({
  value,
  secret,
  onChange,
}: {
  value: string;
  secret: boolean;
  onChange: (seed: string) => void;
}) {
  const a = useMessages(APP);
  const id = useId();
  const help = useId();
  const [shown, setShown] = useState(false);
  const [asking, setAsking] = useState(false);
  const hidden = secret && !shown;
  return (
    <div className="field">
      <label htmlFor={id}>{a.seed}</label>
      <input
        id={id}
        name="seed"
        // Hidden as a password is: the field keeps the seed for the next game without showing it.
        type={hidden ? "password" : "text"}
        autoComplete="off"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={9}
        value={value}
        aria-describedby={help}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, ""))}
      />
      <small id={help}>{hidden ? a.seedHidden : a.seedHelp}</small>
      {hidden &&
        (asking ? (
          <Confirm
            label={a.showSeed}
            text={a.seedReveals}
            yes={a.showSeed}
            no={a.cancel}
            onYes={() => (setShown(true), setAsking(false))}
            onNo={() => setAsking(false)}
          />
        ) : (
          <button type="button" data-action="show-seed" onClick={() => setAsking(true)}>
            {a.showSeed}
          </button>
        ))}
    </div>
  );
}
