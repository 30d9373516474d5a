// The play-test's set-up.
export const play = {
  play: {
    back: "Back to the editor",
    needClean: "Fix every error before play-testing.",
    title: ({ name }: { name: string }) => `Play-test “${name}”`,
    players: "Players",
    human: "I play the first seat (the others are computer players)",
    level: "Computer players",
    "level.random": "random",
    "level.easy": "easy",
    "level.medium": "medium",
    "level.hard": "hard",
    pace: "Pace",
    "pace.normal": "normal",
    "pace.fast": "fast",
    "pace.instant": "instant",
    seed: "Seed",
    start: "Start the game",
  },
};

export type Play = typeof play;
