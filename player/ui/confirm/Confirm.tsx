// A question asked in place before a step that can not be undone or that gives something away (a new
// game over the one in progress, a save or a seed that shows every hand). Focus goes to the answer that
// changes nothing, so a key pressed by habit keeps the game as it is.
import { useId } from "react";
import "./Confirm.css";

export interface ConfirmProps {
  /** The dialog's name. */
  label: string;
  /** What will happen, in a sentence or two. */
  text: string;
  yes: string;
  no: string;
  onYes: () => void;
  onNo: () => void;
  /** The yes button's `data-action` (it also carries `data-confirm`), for a step that has one. */
  action?: string;
}

export function Confirm({ label, text, yes, no, onYes, onNo, action }: ConfirmProps) {
  const id = useId();
  return (
    <div className="confirm ask" role="alertdialog" aria-label={label} aria-describedby={id}>
      <p id={id}>{text}</p>
      <button type="button" data-action={action} data-confirm="" onClick={onYes}>
        {yes}
      </button>
      {/* A dialog the player just opened: focus moves into it (WAI-ARIA), onto the harmless answer. */}
      {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
      <button type="button" className="primary" autoFocus onClick={onNo}>
        {no}
      </button>
    </div>
  );
}
