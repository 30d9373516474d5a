// Names (pickers, adds, refusals) and where a problem is, English and Japanese: two message areas of the
// editor's (i18n/messages.ts), kept beside the code that says them. `what` is the edition's own word for
// the kind where it has one ("Location"), else the editor's. The Japanese is typed by the English.
export const namesEn = {
  names: {
    "kind.room": "Room",
    "kind.suspect": "Suspect",
    "kind.weapon": "Weapon",
    "kind.keeper": "Keeper card",
    choose: ({ what }: { what: string }) => `(${what}: choose one)`,
    none: ({ what }: { what: string }) => `(none yet: add a ${what} first)`,
    missing: ({ id, what }: { id: string; what: string }) => `${id}: no ${what} has this id`,
    add: ({ what }: { what: string }) => `Add ${what}`,
    new: ({ what }: { what: string }) => `New ${what}`,
    name: "Name",
    key: "Grid key",
    idWillBe: ({ id }: { id: string }) => `Its id will be ${id}.`,
    create: "Add",
    cancel: "Cancel",
    needName: "Give it a name first.",
    "refused.badId": ({ id }: { id: string }) =>
      `“${id}” can not be an id: use lowercase letters, digits and single hyphens, starting with a letter (at most 40).`,
    "refused.idTaken": ({ id }: { id: string }) => `The id “${id}” is already in use; choose another.`,
    "refused.unknown": ({ id }: { id: string }) => `Nothing in this file has the id “${id}”.`,
    "refused.inherited": ({ id, parent }: { id: string; parent: string }) =>
      `“${id}” comes from ${parent}: rename it there, or give this file its own with “Replaces”.`,
    "refused.badKey": "A grid key is one letter, a–z or A–Z.",
    "refused.keyTaken": ({ key, room }: { key: string; room: string }) =>
      `The key “${key}” already marks ${room}; choose another letter.`,
    "refused.keyInGrid": ({ key }: { key: string }) =>
      `The grid already has “${key}” squares that belong to no room; choose another letter or repaint those squares.`,
    renameHelp: "Changing the id changes every reference to it, here and in the translations (one undo).",
  },
  where: {
    start: ({ name }: { name: string }) => `${name}'s start square`,
    doorAt: ({ n }: { n: number }) => `Door ${n}, its room square`,
    doorFront: ({ n }: { n: number }) => `Door ${n}, the square in front of it`,
    space: ({ n }: { n: number }) => `Question-mark space ${n}`,
    envelope: "The envelope's square",
    passage: ({ n, a, b }: { n: number; a: string; b: string }) => `Secret passage ${n} (${a} to ${b})`,
  },
};

export const namesJa: typeof namesEn = {
  names: {
    "kind.room": "部屋",
    "kind.suspect": "容疑者",
    "kind.weapon": "凶器",
    "kind.keeper": "キーパーカード",
    choose: ({ what }) => `（${what}を選ぶ）`,
    none: ({ what }) => `（${what}がまだありません。先に追加してください）`,
    missing: ({ id, what }) => `${id}：このidの${what}はありません`,
    add: ({ what }) => `${what}を追加`,
    new: ({ what }) => `新しい${what}`,
    name: "名前",
    key: "グリッドの文字",
    idWillBe: ({ id }) => `idは ${id} になります。`,
    create: "追加",
    cancel: "キャンセル",
    needName: "先に名前を付けてください。",
    "refused.badId": ({ id }) =>
      `「${id}」はidに使えません。英小文字で始め、英小文字・数字・ハイフン1つずつで区切った40文字以内にしてください。`,
    "refused.idTaken": ({ id }) => `id「${id}」はすでに使われています。別のidにしてください。`,
    "refused.unknown": ({ id }) => `このファイルにid「${id}」のものはありません。`,
    "refused.inherited": ({ id, parent }) =>
      `「${id}」は${parent}から受け継いだものです。${parent}の側で変えるか、「Replaces」でこのファイル独自のものにしてください。`,
    "refused.badKey": "グリッドの文字は英字1文字（a〜z、A〜Z）です。",
    "refused.keyTaken": ({ key, room }) => `「${key}」はすでに${room}のマスを表しています。別の文字にしてください。`,
    "refused.keyInGrid": ({ key }) =>
      `グリッドには、どの部屋にも属さない「${key}」のマスがすでにあります。別の文字にするか、そのマスを塗り直してください。`,
    renameHelp: "idを変えると、このファイルと翻訳ファイルにあるそのidへの参照もすべて変わります（元に戻すは1回）。",
  },
  where: {
    start: ({ name }) => `${name}のスタートマス`,
    doorAt: ({ n }) => `ドア${n}の部屋側のマス`,
    doorFront: ({ n }) => `ドア${n}の前のマス`,
    space: ({ n }) => `？マス${n}`,
    envelope: "封筒のマス",
    passage: ({ n, a, b }) => `秘密の抜け道${n}（${a}と${b}）`,
  },
};
