// The replay's controls: first, previous turn, back, a slider, forward, next turn, last.
import type { ReplayMessages } from "../i18n/en/replay";

export interface ReplayControlsProps {
  step: number;
  last: number;
  label: string;
  prevTurn: number;
  nextTurn: number;
  onStep: (k: number) => void;
  m: ReplayMessages;
}

export function ReplayControls({ step, last, label, prevTurn, nextTurn, onStep, m }: ReplayControlsProps) {
  const button = (text: string, glyph: string, to: number, disabled: boolean) => (
    <button type="button" aria-label={text} title={text} disabled={disabled} onClick={() => onStep(to)}>
      <span aria-hidden="true">{glyph}</span>
    </button>
  );
  return (
    <div className="replay-controls">
      <div className="replay-buttons" role="group" aria-label={m.title}>
        {button(m.first, "|◀", 0, step === 0)}
        {button(m.previousTurn, "◀◀", prevTurn, step === 0)}
        {button(m.back, "◀", step - 1, step === 0)}
        {button(m.forward, "▶", step + 1, step >= last)}
        {button(m.nextTurn, "▶▶", nextTurn, step >= last)}
        {button(m.last, "▶|", last, step >= last)}
      </div>
      <label className="replay-slider">
        <span className="replay-step">{m.step(step, last)}</span>
        <input
          type="range"
          min={0}
          max={last}
          value={step}
          aria-label={m.slider}
          aria-valuetext={`${m.step(step, last)}. ${label}`}
          onChange={(e) => onStep(Number(e.target.value))}
        />
      </label>
      <p className="replay-where">{label}</p>
    </div>
  );
}
