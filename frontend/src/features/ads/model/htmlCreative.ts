// HTML creatives are sanitised by the server when saved; this is a second, browser-side pass
// (defence in depth) that also sends every link through the counted click URL.

const DROPPED_ELEMENTS = "script,style,iframe,object,embed,link,meta,base,form,input,button,textarea,select";

/** The creative's HTML without active content, its links pointing at `clickUrl` (or inert without one). */
export function prepareHtmlCreative(html: string, clickUrl: string, doc: Document = document): string {
  const template = doc.createElement("template");
  template.innerHTML = html;
  const root = template.content;
  root.querySelectorAll(DROPPED_ELEMENTS).forEach((node) => node.remove());
  root.querySelectorAll("*").forEach((element) => {
    for (const attribute of [...element.attributes]) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value.trim().toLowerCase();
      if (name.startsWith("on") || name === "style" || name === "srcdoc") element.removeAttribute(attribute.name);
      else if ((name === "src" || name === "href" || name === "xlink:href") && /^(javascript|vbscript|data):/.test(value)) {
        element.removeAttribute(attribute.name);
      }
    }
  });
  root.querySelectorAll("a").forEach((link) => {
    if (clickUrl) {
      link.setAttribute("href", clickUrl);
      link.setAttribute("ping", clickUrl); // the browser POSTs here on click: that counts it
      link.setAttribute("rel", "sponsored noopener");
      link.setAttribute("target", "_blank");
    } else {
      link.removeAttribute("href");
    }
  });
  const holder = doc.createElement("div");
  holder.appendChild(root.cloneNode(true));
  return holder.innerHTML;
}
