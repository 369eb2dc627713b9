// The gaucho board widget (anywidget ESM, shipped in the package: no CDN).
// Python sends the board SVG, the targets to highlight, their names in words and the choice
// buttons; this view reports presses on [data-target] elements and buttons back to Python.
// Every word it shows or reads out comes from Python (the "labels", "names", "announce" and
// "choices" traits, translated there): the script holds none of its own.
//
// For the keyboard and screen readers: the picture is a group (not an image) whose legal
// targets are buttons named in words; the drawn text is hidden from screen readers and the
// text view is offered as "board in words"; the choice buttons come right after the board
// in tab order; focus goes back to the board after each redraw; a polite live region says
// each new announcement once; "?" opens the keyboard help.

const FOCUSABLE = '.gaucho-hit[tabindex="0"]';
// The widgets' verdict and position lines that a screen reader should hear when they change.
const LIVE_BOXES = [".gaucho-exercise-feedback", ".gaucho-review-verdict",
  ".gaucho-setup-position", ".gaucho-ex-position", ".gaucho-prelim-message"].join(", ");

// Page-wide care that the widgets' own markup lacks (once per page): icon-font glyphs out of
// accessible names, no "null" tooltips, a main landmark, scroll boxes the keyboard reaches.
function installChrome(doc) {
  if (doc.gauchoChrome) return;
  doc.gauchoChrome = true;
  const fix = () => {
    for (const icon of doc.querySelectorAll("button i.fa:not([aria-hidden]), .fa:not([aria-hidden])")) {
      icon.setAttribute("aria-hidden", "true");
    }
    for (const node of doc.querySelectorAll('[title="null"], [title="undefined"]')) {
      node.removeAttribute("title");
    }
    const page = doc.querySelector(".gaucho-app-page");
    if (page && !doc.querySelector("main, [role=main]")) page.setAttribute("role", "main");
    // a box that scrolls is reached with Tab (then the arrows scroll it)
    for (const box of doc.querySelectorAll(".gaucho-scroll:not([tabindex]), .widget-html:not([tabindex])")) {
      const style = getComputedStyle(box);
      if (box.classList.contains("gaucho-scroll") || (/(auto|scroll)/.test(style.overflowY + style.overflowX)
          && (box.scrollHeight > box.clientHeight || box.scrollWidth > box.clientWidth))) {
        box.setAttribute("tabindex", "0");
      }
    }
    // a slider's handle is named by the slider's label
    for (const handle of doc.querySelectorAll(".noUi-handle:not([aria-label])")) {
      const words = handle.closest(".widget-slider")?.querySelector(".widget-label");
      if (words && words.textContent.trim()) handle.setAttribute("aria-label", words.textContent.trim());
    }
    // verdicts and stepper positions are said when they change (polite live regions that
    // exist before their words do); a board's own verdicts go through its live region
    for (const box of doc.querySelectorAll(LIVE_BOXES)) {
      if (!box.hasAttribute("aria-live")) {
        box.setAttribute("role", "status");
        box.setAttribute("aria-live", "polite");
      }
    }
    // every tab's name is reached with Tab (not only with the arrows)
    for (const tab of doc.querySelectorAll('.gaucho-app .lm-TabBar-tab:not([tabindex="0"])')) {
      tab.setAttribute("tabindex", "0");
    }
  };
  fix();
  let queued = false;
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => { queued = false; fix(); });
  }).observe(doc.body, { childList: true, subtree: true, attributes: true,
                         attributeFilter: ["title", "class", "tabindex"] });
  doc.addEventListener("keydown", (event) => {
    const tab = event.target.closest && event.target.closest(".gaucho-app .lm-TabBar-tab");
    if (tab && (event.key === "Enter" || event.key === " ")) {
      // open the tab as a click would (Lumino selects tabs on pointer events)
      event.preventDefault();
      const bar = tab.parentElement;
      const index = [...bar.children].indexOf(tab);
      const box = tab.getBoundingClientRect();
      const at = { bubbles: true, cancelable: true, button: 0, clientX: box.left + box.width / 2,
                   clientY: box.top + box.height / 2 };
      for (const kind of ["pointerdown", "pointerup"]) tab.dispatchEvent(new PointerEvent(kind, at));
      if (bar.children[index]) bar.children[index].focus();
      return;
    }
    if (event.key !== "?" || event.target.closest("input, textarea, select, [contenteditable]")) return;
    const helps = [...doc.querySelectorAll(".gaucho-keys")].filter((h) => h.offsetParent !== null
      || h.parentElement.offsetParent !== null);
    const help = helps[0];
    if (!help) return;
    event.preventDefault();
    help.open = !help.open;
    if (help.open) help.querySelector("summary").focus();
  });
}

function render({ model, el }) {
  installChrome(el.ownerDocument);
  el.classList.add("gaucho-bw");
  const board = document.createElement("div");
  board.className = "gaucho-bw-board";
  board.tabIndex = -1;  // where focus waits while the board redraws
  const bar = document.createElement("div");
  bar.className = "gaucho-bw-bar";
  const message = document.createElement("div");
  message.className = "gaucho-bw-message";
  const choices = document.createElement("div");
  choices.className = "gaucho-bw-choices";
  choices.setAttribute("role", "group");
  bar.append(choices, message);
  const live = document.createElement("div");
  live.className = "gaucho-bw-live";
  live.setAttribute("role", "status");
  live.setAttribute("aria-live", "polite");
  live.setAttribute("aria-atomic", "true");
  const words = document.createElement("details");
  words.className = "gaucho-bw-words";
  const wordsTitle = document.createElement("summary");
  const wordsText = document.createElement("pre");
  words.append(wordsTitle, wordsText);
  const keys = document.createElement("details");
  keys.className = "gaucho-bw-keys gaucho-keys";
  const keysTitle = document.createElement("summary");
  keysTitle.textContent = "?";
  const keysText = document.createElement("p");
  keys.append(keysTitle, keysText);
  el.append(board, bar, live, words, keys);

  const send = (target) => model.send({ click: target });
  let wantFocus = false;

  board.addEventListener("click", (event) => {
    const hit = event.target.closest("[data-target]");
    if (hit && model.get("interactive")) send(hit.getAttribute("data-target"));
  });

  board.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    const hit = event.target.closest("[data-target]");
    if (hit && model.get("interactive")) {
      event.preventDefault();
      wantFocus = true;
      send(hit.getAttribute("data-target"));
    }
  });

  // Focus back on the board after a redraw: on the first target not chosen yet, else on a
  // choice button; while there is none, on the board itself (it is not lost to the page).
  function focusable(node) {
    return node && node.isConnected && (node.matches(FOCUSABLE) || node.matches("button"));
  }
  function keepFocus(draw) {
    return () => {
      const active = el.ownerDocument.activeElement;
      const had = wantFocus || (active && el.contains(active));
      draw();
      if (!had) return;
      const now = el.ownerDocument.activeElement;
      if (now && el.contains(now) && focusable(now) && !now.classList.contains("is-chosen")) {
        wantFocus = false;
        return;
      }
      const next = board.querySelector(`${FOCUSABLE}:not(.is-chosen)`)
        || choices.querySelector("button") || board.querySelector(FOCUSABLE);
      if (next) {
        next.focus({ preventScroll: true });
        wantFocus = false;
      } else {
        board.focus({ preventScroll: true });
        wantFocus = true;
      }
    };
  }

  function marks() {
    const next = new Set(model.get("next_targets"));
    const chosen = new Set(model.get("chosen"));
    const hint = new Set(model.get("hint"));
    const names = model.get("names") || {};
    const nth = (model.get("labels") || {}).nth || "{name}, {n} of {total}";
    const live = Boolean(model.get("interactive"));
    const hits = [...board.querySelectorAll(".gaucho-hit")];
    const total = {};
    for (const hit of hits) {
      const t = hit.getAttribute("data-target");
      total[t] = (total[t] || 0) + 1;
    }
    const seen = {};
    for (const hit of hits) {
      const t = hit.getAttribute("data-target");
      seen[t] = (seen[t] || 0) + 1;
      hit.classList.toggle("is-next", next.has(t));
      hit.classList.toggle("is-chosen", chosen.has(t));
      hit.classList.toggle("is-hint", hint.has(t));
      // the picture's own tooltip (what the thing is, in words), kept to restore it
      const title = hit.querySelector("title");
      if (title && hit.dataset.tip === undefined) hit.dataset.tip = title.textContent;
      // keyboard: the legal next targets are buttons named in words, reachable with Tab;
      // their tooltip says the same words (what it is and what pressing does)
      if (live && next.has(t)) {
        hit.setAttribute("tabindex", "0");
        hit.setAttribute("role", "button");
        hit.removeAttribute("aria-hidden");
        const name = names[t] || hit.dataset.tip || t;
        const label = total[t] > 1
          ? nth.replace("{name}", name).replace("{n}", seen[t]).replace("{total}", total[t])
          : name;
        hit.setAttribute("aria-label", label);
        hit.setAttribute("aria-pressed", chosen.has(t) ? "true" : "false");
        if (title) title.textContent = label;
      } else {
        for (const a of ["tabindex", "role", "aria-label", "aria-pressed"]) hit.removeAttribute(a);
        hit.setAttribute("aria-hidden", "true");
        if (title && hit.dataset.tip !== undefined) title.textContent = hit.dataset.tip;
      }
    }
    board.classList.toggle("is-interactive", live);
  }

  function drawBoard() {
    board.innerHTML = model.get("svg");
    const svg = board.querySelector("svg");
    if (svg) {
      // a group, not an image: its buttons are valid; the drawing itself is not read out
      svg.setAttribute("role", "group");
      svg.setAttribute("aria-label", (model.get("labels") || {}).board || "");
      svg.setAttribute("focusable", "false");
      for (const child of svg.children) {
        if (!child.classList.contains("gaucho-hit")) child.setAttribute("aria-hidden", "true");
      }
      const desc = svg.querySelector(":scope > desc");
      wordsText.textContent = desc ? desc.textContent : "";
    }
    words.hidden = !wordsText.textContent;
    marks();
  }

  function drawLabels() {
    const labels = model.get("labels") || {};
    const svg = board.querySelector("svg");
    if (svg) svg.setAttribute("aria-label", labels.board || "");
    if (labels.choices) choices.setAttribute("aria-label", labels.choices);
    else choices.removeAttribute("aria-label");
    wordsTitle.textContent = labels.words || "";
    keysText.textContent = labels.keys || "";
    keys.hidden = !labels.keys;
    keysTitle.textContent = labels.keys_title || "?";
    marks();
  }

  function drawBar() {
    const text = model.get("message");
    message.textContent = text;
    message.classList.toggle("is-error", Boolean(model.get("error")));
    choices.replaceChildren();
    for (const [token, label] of model.get("choices")) {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "gaucho-bw-choice";
      if (token === "choice:end") button.classList.add("is-end");
      if (token === "clear") button.classList.add("is-clear");
      if (token.startsWith("confirm:")) button.classList.add("is-confirm");
      button.dataset.choice = token;
      button.textContent = label;
      button.addEventListener("click", () => { wantFocus = true; send(token); });
      choices.append(button);
    }
    bar.hidden = !text && model.get("choices").length === 0;
  }

  // a new announcement is said once (the same words are not repeated)
  function drawLive() {
    const text = model.get("announce") || "";
    if (live.textContent !== text) live.textContent = text;
  }

  model.on("change:svg", keepFocus(drawBoard));
  for (const name of ["next_targets", "chosen", "hint", "interactive", "names"]) {
    model.on(`change:${name}`, keepFocus(marks));
  }
  model.on("change:message", keepFocus(drawBar));
  model.on("change:error", keepFocus(drawBar));
  model.on("change:choices", keepFocus(drawBar));
  model.on("change:labels", drawLabels);
  model.on("change:announce", drawLive);
  const stamp = () => { el.dataset.version = String(model.get("version")); };
  model.on("change:version", keepFocus(stamp));
  drawBoard();
  drawBar();
  drawLabels();
  drawLive();
  stamp();
}

export default { render };
