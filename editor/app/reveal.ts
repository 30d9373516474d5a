/** Open the form group holding a field, scroll to it and put the cursor in it. */
export function revealField(path: string): void {
  const all = [...document.querySelectorAll<HTMLElement>("[data-path]")];
  let best: HTMLElement | undefined;
  for (const el of all) {
    const p = el.dataset.path ?? "";
    if ((path === p || path.startsWith(p + "/")) && (!best || p.length > (best.dataset.path ?? "").length)) best = el;
  }
  if (!best) return;
  for (let d = best.closest("details"); d; d = d.parentElement?.closest("details") ?? null) d.open = true;
  best.scrollIntoView({ block: "center" });
  best.querySelector<HTMLElement>("input, select, textarea, button")?.focus();
  best.classList.add("flash");
  setTimeout(() => best.classList.remove("flash"), 1200);
}
