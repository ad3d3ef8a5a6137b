// The newsroom's change forms (common/edit_conflicts.py): who else has this row open (a heartbeat every
// 20 s), the form's text kept in this tab until it is saved (a failed upload over a slow line loses
// nothing), and a "Take a photo" button beside picture inputs. A file, not inline: the admin's CSP.
"use strict";

(function () {
  const HEARTBEAT_MS = 20000;
  const SAVE_DELAY_MS = 400;
  const KEPT = ["text", "url", "email", "number", "search", "tel", "date", "time", "datetime-local"];

  const marker = document.getElementById("edit-conflicts");
  if (!marker) return;
  const form = marker.closest("form");
  const draftKey = "newsroom-draft:" + location.pathname;

  function csrfToken() {
    const input = form.querySelector("input[name=csrfmiddlewaretoken]");
    return input ? input.value : "";
  }

  // Presence: the server lists the others; this tab says it is here until it goes.
  const presenceUrl = marker.dataset.presenceUrl;
  const presence = document.getElementById("edit-presence");
  function beat(leave) {
    const body = new FormData();
    body.append("csrfmiddlewaretoken", csrfToken());
    if (leave) {
      body.append("leave", "1");
      navigator.sendBeacon(presenceUrl, body);
      return;
    }
    fetch(presenceUrl, { method: "POST", body: body, credentials: "same-origin" })
      .then((response) => (response.ok ? response.json() : null))
      .then((answer) => {
        if (!answer || !presence) return;
        presence.querySelector(".edit-presence-names").textContent = answer.others.join(", ");
        presence.hidden = answer.others.length === 0;
      })
      .catch(() => {}); // offline for a moment: the next beat tries again
  }
  if (presenceUrl) {
    setInterval(() => beat(false), HEARTBEAT_MS);
    window.addEventListener("pagehide", () => beat(true));
  }

  // The form's text, kept in this tab (sessionStorage) while typing, given back if it was not saved.
  function keptFields() {
    return Array.from(form.elements).filter((el) => {
      if (!el.name || el.name === "csrfmiddlewaretoken" || el.disabled) return false;
      if (el.name === "edit_version") return true; // restored with the text: a save then sees what changed since
      if (el.tagName === "TEXTAREA" || el.tagName === "SELECT") return !el.multiple;
      return el.tagName === "INPUT" && (KEPT.includes(el.type) || el.type === "checkbox");
    });
  }
  function read() {
    const values = {};
    keptFields().forEach((el) => {
      values[el.name] = el.type === "checkbox" ? el.checked : el.value;
    });
    return values;
  }
  function write(values) {
    keptFields().forEach((el) => {
      if (!(el.name in values)) return;
      if (el.type === "checkbox") el.checked = values[el.name];
      else el.value = values[el.name];
    });
  }
  function keep() {
    try {
      sessionStorage.setItem(draftKey, JSON.stringify(read()));
    } catch (error) {
      // storage full or off: the form still works, only without this safety net
    }
  }
  function forget() {
    sessionStorage.removeItem(draftKey);
  }

  const savedCookie = document.cookie.split("; ").find((c) => c.startsWith("newsroom_saved="));
  if (savedCookie && decodeURIComponent(savedCookie.split("=")[1]) === location.pathname) {
    forget(); // saved: what was kept is in the database now
    document.cookie = "newsroom_saved=; Max-Age=0; Path=/admin/";
  }

  const kept = sessionStorage.getItem(draftKey);
  if (marker.dataset.isBound) {
    // The server answered a save with this form (an error, a refused save): it shows what was sent.
    if (kept) keep();
  } else if (kept) {
    const values = JSON.parse(kept);
    const now = read();
    const typed = (name) => name !== "edit_version" && name in now && now[name] !== values[name];
    if (Object.keys(values).some(typed)) {
      write(values);
      showRestored();
    } else {
      forget();
    }
  }

  function showRestored() {
    const note = document.createElement("p");
    note.className = "edit-draft-restored errornote";
    note.setAttribute("role", "status");
    note.textContent = marker.dataset.restored;
    const discard = document.createElement("button");
    discard.type = "button";
    discard.className = "button";
    discard.textContent = marker.dataset.discard;
    discard.addEventListener("click", () => {
      forget();
      location.reload();
    });
    note.append(discard);
    marker.after(note);
  }

  let timer = 0;
  function keepSoon() {
    clearTimeout(timer);
    timer = setTimeout(keep, SAVE_DELAY_MS); // the body editor copies its text to its field a moment after
  }
  form.addEventListener("input", keepSoon);
  form.addEventListener("change", keepSoon);
  form.addEventListener("submit", keep);

  // A picture from the phone's camera, beside the gallery (the input's own chooser).
  form.querySelectorAll("input[type=file][accept^=image]").forEach((input) => {
    const camera = document.createElement("input");
    camera.type = "file";
    camera.accept = "image/*";
    camera.setAttribute("capture", "environment");
    camera.hidden = true;
    const button = document.createElement("button");
    button.type = "button";
    button.className = "button edit-camera";
    button.textContent = marker.dataset.camera;
    button.addEventListener("click", () => camera.click());
    camera.addEventListener("change", () => {
      if (!camera.files.length) return;
      const files = new DataTransfer();
      files.items.add(camera.files[0]);
      input.files = files.files;
      input.dispatchEvent(new Event("change", { bubbles: true }));
    });
    input.after(button, camera);
  });
})();
