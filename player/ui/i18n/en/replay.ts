// The replay in English.
export const replay = {
  title: "Replay",
  help: "Step through the game as you saw it. Left and right arrow keys step; Page Up and Page Down go turn by turn.",
  step: (k: number, n: number) => `Step ${k} of ${n}`,
  slider: "Step",
  deal: "The cards are dealt.",
  turn: (turn: number, name: string) => `Turn ${turn}: ${name}`,
  first: "First step",
  previousTurn: "Previous turn",
  back: "Step back",
  forward: "Step forward",
  nextTurn: "Next turn",
  last: "Last step",
  happened: "What happened",
  nothing: "Nothing you could see.",
  hand: "Your hand",
  hands: "Every hand",
  handOf: (name: string) => name,
  pool: (room: string) => `Face down in ${room}`,
  openHands: "Show every hand (the game is over)",
  board: (step: number) => `The board at step ${step}`,
  broken: (step: number, why: string) => `This game can not be replayed: step ${step} is refused (${why}).`,
};

export type ReplayMessages = typeof replay;
