// The strings of names (pickers, adds, refusals) and of where a problem is, English and Japanese, joined
// into the editor's message files (i18n/en.ts, ja.ts).
// `{what}` is the edition's own word for the kind where it has one ("Location"), else the editor's.
export const namesEn = {
  "names.kind.room": "Room",
  "names.kind.suspect": "Suspect",
  "names.kind.weapon": "Weapon",
  "names.kind.keeper": "Keeper card",
  "names.choose": "({what}: choose one)",
  "names.none": "(none yet: add a {what} first)",
  "names.missing": "{id}: no {what} has this id",
  "names.add": "Add {what}",
  "names.new": "New {what}",
  "names.name": "Name",
  "names.key": "Grid key",
  "names.idWillBe": "Its id will be {id}.",
  "names.create": "Add",
  "names.cancel": "Cancel",
  "names.needName": "Give it a name first.",
  "names.refused.badId":
    "“{id}” can not be an id: use lowercase letters, digits and single hyphens, starting with a letter (at most 40).",
  "names.refused.idTaken": "The id “{id}” is already in use; choose another.",
  "names.refused.unknown": "Nothing in this file has the id “{id}”.",
  "names.refused.inherited": "“{id}” comes from {parent}: rename it there, or give this file its own with “Replaces”.",
  "names.refused.badKey": "A grid key is one letter, a–z or A–Z.",
  "names.refused.keyTaken": "The key “{key}” already marks {room}; choose another letter.",
  "names.refused.keyInGrid":
    "The grid already has “{key}” squares that belong to no room; choose another letter or repaint those squares.",
  "names.renameHelp": "Changing the id changes every reference to it, here and in the translations (one undo).",
  "where.start": "{name}'s start square",
  "where.doorAt": "Door {n}, its room square",
  "where.doorFront": "Door {n}, the square in front of it",
  "where.space": "Question-mark space {n}",
  "where.envelope": "The envelope's square",
  "where.passage": "Secret passage {n} ({a} to {b})",
} as const;

export const namesJa: Record<keyof typeof namesEn, string> = {
  "names.kind.room": "部屋",
  "names.kind.suspect": "容疑者",
  "names.kind.weapon": "凶器",
  "names.kind.keeper": "キーパーカード",
  "names.choose": "（{what}を選ぶ）",
  "names.none": "（{what}がまだありません。先に追加してください）",
  "names.missing": "{id}：このidの{what}はありません",
  "names.add": "{what}を追加",
  "names.new": "新しい{what}",
  "names.name": "名前",
  "names.key": "グリッドの文字",
  "names.idWillBe": "idは {id} になります。",
  "names.create": "追加",
  "names.cancel": "キャンセル",
  "names.needName": "先に名前を付けてください。",
  "names.refused.badId":
    "「{id}」はidに使えません。英小文字で始め、英小文字・数字・ハイフン1つずつで区切った40文字以内にしてください。",
  "names.refused.idTaken": "id「{id}」はすでに使われています。別のidにしてください。",
  "names.refused.unknown": "このファイルにid「{id}」のものはありません。",
  "names.refused.inherited":
    "「{id}」は{parent}から受け継いだものです。{parent}の側で変えるか、「Replaces」でこのファイル独自のものにしてください。",
  "names.refused.badKey": "グリッドの文字は英字1文字（a〜z、A〜Z）です。",
  "names.refused.keyTaken": "「{key}」はすでに{room}のマスを表しています。別の文字にしてください。",
  "names.refused.keyInGrid":
    "グリッドには、どの部屋にも属さない「{key}」のマスがすでにあります。別の文字にするか、そのマスを塗り直してください。",
  "names.renameHelp":
    "idを変えると、このファイルと翻訳ファイルにあるそのidへの参照もすべて変わります（元に戻すは1回）。",
  "where.start": "{name}のスタートマス",
  "where.doorAt": "ドア{n}の部屋側のマス",
  "where.doorFront": "ドア{n}の前のマス",
  "where.space": "？マス{n}",
  "where.envelope": "封筒のマス",
  "where.passage": "秘密の抜け道{n}（{a}と{b}）",
};
