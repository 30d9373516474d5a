// The side panels: problems, source, distances, board art and the Details form.
export const panels = {
  problems: {
    none: "No problems: this edition compiles.",
    count: ({ errors, warnings }: { errors: string; warnings: string }) => `${errors}, ${warnings}`,
    checking: "checking…",
    error: "1 error",
    errors: ({ n }: { n: number }) => `${n} errors`,
    warning: "1 warning",
    warnings: ({ n }: { n: number }) => `${n} warnings`,
    useTool: ({ tool }: { tool: string }) => `Use the ${tool} tool`,
  },
  source: {
    apply: "Apply the text",
    hint: "The edition file as it will be saved. Edit it here for anything the forms do not cover.",
    file: "File",
    download: "Download this file",
    remove: "Remove this translation",
    newLocale: "New translation, language code",
    addLocale: "Add",
    localeHint:
      "Translations are saved as locales/<lang>.yaml beside the edition; drop them here with it (or on their own) to check them with it.",
  },
  distances: {
    needClean: "Distances appear once the edition has no errors.",
    from: ({ what }: { what: string }) => `Steps from ${what}`,
    pick: "Choose the Distances tool and click a square or a room.",
    matrix: "Room to room",
    none: "–",
  },
  art: {
    import: "Import an SVG as the background",
    remove: "Remove the background",
    opacity: "Opacity",
    rejected: "This file is not an SVG picture the editor can use.",
    note: "Scripts, links and event handlers are taken out before the picture is shown. The background is kept in this browser, not in the edition file.",
  },
  form: {
    identity: "Identity",
    cards: "Cards",
    terms: "Terms",
    rules: "Rules",
    modules: "Modules",
    text: "Rules text and notes",
    add: "Add",
    remove: "Remove",
    up: "Move up",
    on: "Switch on",
    off: "Switch off",
    unset: ({ value }: { value: string }) => `(not set: ${value})`,
    default: "default",
    row: "row",
    col: "column",
    kind: "Kind",
  },
};

export type Panels = typeof panels;
