// A progress bar on stderr for long runs, redrawn at most ten times a second. The caller shows it only on a
// TTY and never with --json: a pipe or a program reading the output gets nothing.
export interface Progress {
  tick: (done?: number) => void;
  done: () => void;
}

export function progressBar(total: number, out: { write: (s: string) => unknown }, width = 30): Progress {
  let count = 0;
  let last = 0;
  const draw = () => {
    const filled = Math.round((width * count) / Math.max(1, total));
    out.write(`\r[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${count}/${total} games`);
  };
  return {
    tick: (n = 1) => {
      count = Math.min(total, count + n);
      const now = Date.now();
      if (now - last >= 100 || count === total) {
        last = now;
        draw();
      }
    },
    done: () => {
      if (total > 0) out.write("\r\u001b[2K");
    },
  };
}
