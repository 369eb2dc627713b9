// The gaucho board widget (anywidget ESM, shipped in the package: no CDN).
// Python sends the board SVG, the targets to highlight and the choice buttons;
// this view reports clicks on [data-target] elements and buttons back to Python.
// Every word it shows or reads out comes from Python (the "labels" and "choices" traits,
// translated there): the script holds none of its own.

function render({ model, el }) {
  el.classList.add("gaucho-bw");
  const bar = document.createElement("div");
  bar.className = "gaucho-bw-bar";
  const message = document.createElement("div");
  message.className = "gaucho-bw-message";
  message.setAttribute("role", "status");
  message.setAttribute("aria-live", "polite");
  const choices = document.createElement("div");
  choices.className = "gaucho-bw-choices";
  choices.setAttribute("role", "group");
  bar.append(message, choices);
  const board = document.createElement("div");
  board.className = "gaucho-bw-board";
  board.setAttribute("role", "region");
  el.append(bar, board);

  const send = (target) => model.send({ click: target });

  board.addEventListener("click", (event) => {
    const hit = event.target.closest("[data-target]");
    if (hit && model.get("interactive")) send(hit.getAttribute("data-target"));
  });

  board.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    const hit = event.target.closest("[data-target]");
    if (hit && model.get("interactive")) {
      event.preventDefault();
      send(hit.getAttribute("data-target"));
    }
  });

  function marks() {
    const next = new Set(model.get("next_targets"));
    const chosen = new Set(model.get("chosen"));
    const hint = new Set(model.get("hint"));
    const live = Boolean(model.get("interactive"));
    for (const hit of board.querySelectorAll(".gaucho-hit")) {
      const t = hit.getAttribute("data-target");
      hit.classList.toggle("is-next", next.has(t));
      hit.classList.toggle("is-chosen", chosen.has(t));
      hit.classList.toggle("is-hint", hint.has(t));
      // keyboard: the legal next targets are buttons reachable with Tab
      if (live && next.has(t)) {
        hit.setAttribute("tabindex", "0");
        hit.setAttribute("role", "button");
        const title = hit.querySelector("title");
        hit.setAttribute("aria-label", title ? title.textContent : t);
      } else {
        hit.removeAttribute("tabindex");
        hit.removeAttribute("role");
      }
    }
    board.classList.toggle("is-interactive", Boolean(model.get("interactive")));
  }

  function drawBoard() {
    board.innerHTML = model.get("svg");
    marks();
  }

  function drawLabels() {
    const labels = model.get("labels") || {};
    for (const [node, key] of [[board, "board"], [choices, "choices"]]) {
      if (labels[key]) node.setAttribute("aria-label", labels[key]);
      else node.removeAttribute("aria-label");
    }
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
      button.addEventListener("click", () => send(token));
      choices.append(button);
    }
    bar.hidden = !text && model.get("choices").length === 0;
  }

  model.on("change:svg", drawBoard);
  model.on("change:next_targets", marks);
  model.on("change:chosen", marks);
  model.on("change:hint", marks);
  model.on("change:interactive", marks);
  model.on("change:message", drawBar);
  model.on("change:error", drawBar);
  model.on("change:choices", drawBar);
  model.on("change:labels", drawLabels);
  const stamp = () => { el.dataset.version = String(model.get("version")); };
  model.on("change:version", stamp);
  drawBoard();
  drawBar();
  drawLabels();
  stamp();
}

export default { render };
