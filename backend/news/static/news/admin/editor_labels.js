// The body editor's toolbar (django-prose-editor) names its buttons in English, written without
// gettext; this gives each button its name in the newsroom's language from the admin's JavaScript
// catalog (news/locale/mn/LC_MESSAGES/djangojs.po, served at /admin/jsi18n/).
(function () {
  "use strict";
  if (typeof window.gettext !== "function") return;
  var BUTTON = ".prose-menubar__button[title]";

  function label(button) {
    var english = button.getAttribute("data-english-title") || button.getAttribute("title");
    if (!english) return;
    button.setAttribute("data-english-title", english);
    var word = window.gettext(english);
    if (word === english) return;
    button.setAttribute("title", word);
    button.setAttribute("aria-label", word);
  }

  function labelWithin(node) {
    if (node.nodeType !== 1) return;
    if (node.matches(BUTTON)) label(node);
    node.querySelectorAll(BUTTON).forEach(label);
  }

  function start() {
    labelWithin(document.body);
    // The editor draws its toolbar when it starts, and again for a table or a new inline form.
    new MutationObserver(function (records) {
      records.forEach(function (record) {
        record.addedNodes.forEach(labelWithin);
      });
    }).observe(document.body, { childList: true, subtree: true });
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
