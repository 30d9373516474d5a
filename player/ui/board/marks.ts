// The letters on a token: a name's first letter, or, where two names begin alike (Andy and Angela, the Rope
// and the Revolver) or the letter is already another kind's mark (the Wrench beside Mrs. White's W), the
// shortest beginning that tells each one apart. A title ("Mrs.", "Professor", "ミセス・") is not part of the
// mark, nor a space or a middle dot between words.

const TITLE = /^(Mr?s?\.|Miss|Colonel|Professor|Rev\.|Dr\.)\s+|^(ミス|ミセス|ミスター|ミズ|ドクター)・/i;
const WIDE = /[\u3000-\u9fff\uff00-\uffef]/u;
/** Past this many letters a mark no longer fits on a token: the initial and a number instead. */
const LONGEST = 3;

const lettersOf = (name: string): string[] => [...name.replace(TITLE, "").replace(/[\s・]+/g, "")];

function capital(letters: readonly string[]): string {
  const [first = "", ...rest] = letters;
  return (WIDE.test(first) ? first : first.toUpperCase()) + rest.join("");
}

const same = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

export function marks(names: readonly string[], taken: readonly string[] = []): string[] {
  const letters = names.map(lettersOf);
  const initial = letters.map((l) => capital(l.slice(0, 1)));
  return names.map((_, i) => {
    const own = letters[i] as string[];
    const mine = initial[i] as string;
    const rivals = initial.flatMap((x, j) => (j !== i && same(x, mine) ? [letters[j] as string[]] : []));
    if (rivals.length === 0 && !taken.some((t) => same(t, mine))) return mine;
    for (let n = 2; n <= Math.min(own.length, LONGEST); n++) {
      const mark = capital(own.slice(0, n));
      const clash = (x: string) => same(x, mark);
      if (!rivals.some((r) => clash(capital(r.slice(0, n)))) && !taken.some(clash)) return mark;
    }
    // Names too alike to part in a few letters (or the same name twice): numbered in their order.
    const order = initial.slice(0, i).filter((x) => same(x, mine)).length + 1;
    return `${mine}${order}`;
  });
}
