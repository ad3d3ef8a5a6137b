// Copying an article's address for the reader to paste anywhere: the clipboard API where the browser
// offers it (secure pages), else the older select-and-copy command; where neither works the reader is
// shown the address, selected, to copy by hand.

/** What came of a copy: on the clipboard, or left for the reader to copy themselves. */
export type CopyOutcome = "copied" | "manual";

interface CopyEnvironment {
  clipboard?: Pick<Clipboard, "writeText">;
  document: Document;
}

function copyBySelecting(text: string, doc: Document): boolean {
  const field = doc.createElement("textarea");
  field.value = text;
  field.setAttribute("readonly", "");
  // Off screen, so selecting it neither scrolls nor flashes the page.
  field.style.position = "fixed";
  field.style.top = "-1000px";
  field.style.opacity = "0";
  doc.body.appendChild(field);
  try {
    field.focus();
    field.select();
    return typeof doc.execCommand === "function" && doc.execCommand("copy");
  } catch {
    return false;
  } finally {
    field.remove();
  }
}

export async function copyLink(url: string, environment?: CopyEnvironment): Promise<CopyOutcome> {
  const { clipboard, document: doc } = environment ?? { clipboard: globalThis.navigator?.clipboard, document };
  if (clipboard) {
    try {
      await clipboard.writeText(url);
      return "copied";
    } catch {
      // Refused (no permission, an insecure page): try the older way.
    }
  }
  return copyBySelecting(url, doc) ? "copied" : "manual";
}
