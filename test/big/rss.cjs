// Preloaded into a child process (node --require) by the big-board tests: prints the process's peak
// resident memory at exit, so that a test can hold it to its goal.
process.on("exit", () => {
  process.stderr.write(`\nmaxRssKb=${process.resourceUsage().maxRSS}\n`);
});
