// Around the game screen: a game that breaks while it is drawn (a bug, or a save no check foresaw) takes
// neither the page down nor a reload with it. React shows this instead of the broken screen; the app
// forgets the stored game (`onBroken`), so that a reload does not bring it back, and the player goes
// back to the start screen from here.
import { Component, type ErrorInfo, type ReactNode } from "react";
import { APP } from "../i18n/messages";
import type { Lang } from "../../../i18n/lang";
import "./GameBoundary.css";

export interface GameBoundaryProps {
  lang: Lang;
  /** The game broke: forget it (called once, before the message shows). */
  onBroken: (error: unknown) => void;
  onExit: () => void;
  children: ReactNode;
}

export class GameBoundary extends Component<GameBoundaryProps, { broken: boolean }> {
  override state = { broken: false };

  static getDerivedStateFromError(): { broken: boolean } {
    return { broken: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onBroken(error);
    // For whoever debugs it from the console; the player reads the message.
    console.error("Clue Kit: the game screen broke", error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.broken) return this.props.children;
    const a = APP[this.props.lang];
    return (
      <main className="start game-broken" lang={this.props.lang}>
        <section role="alert" aria-labelledby="game-broken-title">
          <h1 id="game-broken-title">{a.brokenTitle}</h1>
          <p>{a.brokenText}</p>
          <button type="button" className="primary" data-action="exit" onClick={this.props.onExit}>
            {a.brokenExit}
          </button>
        </section>
      </main>
    );
  }
}
