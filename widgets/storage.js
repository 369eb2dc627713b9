// Keeps one text in the browser's storage (localStorage) under a key: the puzzle progress
// of the offline site survives a reload.  It shows nothing; Python reads and writes "value".

function render({ model, el }) {
  el.style.display = "none";
  const key = model.get("key");
  let store = null;
  try { store = window.localStorage; } catch (e) { store = null; }
  if (!store) return;
  const saved = store.getItem(key);
  if (saved && saved !== model.get("value")) {
    model.set("value", saved);
    model.save_changes();
  }
  model.on("change:value", () => {
    try { store.setItem(key, model.get("value")); } catch (e) { /* storage full or off */ }
  });
}

export default { render };
