/// The page's own script: its state and URL fragment, the controls, the resize handle, the boxes,
/// the conflicts at the current size, and the poll that reloads a watched page.
enum PreviewAppScript {
    /// The poll of a watched page: every half second a `<script>` element loads the stamp file
    /// beside the page (a file:// page may load a script from its folder, where `fetch` and
    /// `XMLHttpRequest` are refused), which calls `layoutcStamp`; a stamp other than the page's
    /// reloads it, and the fragment keeps the size and options.
    static let watchText = #"""
if (P.watch) {
  let polls = 0;
  window.layoutcStamp = function (stamp) {
    document.documentElement.setAttribute("data-stamp-seen", stamp);
    if (stamp !== P.watch.stamp) {
      document.documentElement.setAttribute("data-reloading", "1");
      location.reload();
    }
  };
  setInterval(function () {
    const script = document.createElement("script");
    script.src = P.watch.file + "?" + (polls++);
    script.onload = script.onerror = function () { script.remove(); };
    document.head.appendChild(script);
  }, 500);
}
"""#

    static let text = #"""
const root = document.getElementById("lc-root");
const handle = document.getElementById("lc-handle");
const safeBox = document.getElementById("lc-safe");
const boxes = P.views.map(function (view) { return root.querySelector('[data-view="' + CSS.escape(view.name) + '"]'); });

// The state the page lays out at; `#WxH` alone means exactly `layoutc solve --size WxH`.
function defaultState() {
  return { w: 375, h: 667, rtl: false, idiom: "phone", hc: "auto", vc: "auto", flags: [], safe: [0, 0, 0, 0] };
}
const S = defaultState();

function clampNumber(text, fallback) {
  const value = Number(text);
  return isFinite(value) && value >= 0 && value <= 1000000 ? value : fallback;
}

// `#WxH[;rtl][;idiom=pad][;hc=regular][;vc=compact][;safe=T,L,B,R][;set=a,b]`; false if not a size.
function readFragment(text) {
  let decoded;
  try { decoded = decodeURIComponent(text.replace(/^#/, "")); } catch (error) { return false; }
  const parts = decoded.split(";");
  const size = /^(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)$/.exec(parts[0]);
  if (!size) return false;
  const state = defaultState();
  state.w = clampNumber(size[1], 375);
  state.h = clampNumber(size[2], 667);
  for (const part of parts.slice(1)) {
    const at = part.indexOf("=");
    const key = at < 0 ? part : part.slice(0, at), value = at < 0 ? "" : part.slice(at + 1);
    if (key === "rtl") state.rtl = true;
    else if (key === "idiom" && ["phone", "pad", "mac"].indexOf(value) >= 0) state.idiom = value;
    else if ((key === "hc" || key === "vc") && ["auto", "compact", "regular"].indexOf(value) >= 0) state[key] = value;
    else if (key === "safe") {
      const sides = value.split(",");
      if (sides.length === 4) state.safe = sides.map(function (side) { return clampNumber(side, 0); });
    } else if (key === "set") state.flags = value.split(",").filter(function (flag) { return P.flags.indexOf(flag) >= 0; });
  }
  Object.assign(S, state);
  return true;
}

function fragment() {
  let text = "#" + S.w + "x" + S.h;
  if (S.rtl) text += ";rtl";
  if (S.idiom !== "phone") text += ";idiom=" + S.idiom;
  if (S.hc !== "auto") text += ";hc=" + S.hc;
  if (S.vc !== "auto") text += ";vc=" + S.vc;
  if (S.safe.some(function (side) { return side !== 0; })) text += ";safe=" + S.safe.join(",");
  if (S.flags.length > 0) text += ";set=" + S.flags.map(encodeURIComponent).join(",");
  return text;
}

// A size class as `solve` derives it from the size and the idiom (SizeClassRule).
function sizeClass(horizontal, w, h, idiom) {
  const rule = P.sizeClassRule;
  if (idiom === "phone") {
    if (horizontal) return w > h && h >= rule.phoneRegularWidthMinimumShortSide ? "regular" : "compact";
    return w > h ? "compact" : "regular";
  }
  if (horizontal) return w >= rule.padRegularWidthMinimum ? "regular" : "compact";
  return "regular";
}

function environment() {
  return {
    w: S.w, h: S.h, idiom: S.idiom, flags: new Set(S.flags),
    hc: S.hc === "auto" ? sizeClass(true, S.w, S.h, S.idiom) : S.hc,
    vc: S.vc === "auto" ? sizeClass(false, S.w, S.h, S.idiom) : S.vc
  };
}

function variantOf(e) {
  let variant = 0;
  for (let i = 0; i < P.conditions.length; i++) if (P.conditions[i](e)) variant |= 1 << i;
  return variant;
}

// Lays the views out at the state's inputs without touching the page: each view's frame in root
// coordinates, which views are hidden, and what broke. What the benchmark times.
function solveFrames() {
  const e = environment();
  const variant = variantOf(e);
  const inputs = [S.w, S.h, S.safe[0], S.safe[1], S.safe[2], S.safe[3]];
  const result = settle(variant, false, S.rtl ? 1 : 0, inputs);
  const frames = new Array(P.views.length);
  const tableau = result.index >= 0 ? tableaus[result.index] : null;
  for (let i = 0; i < P.views.length; i++) {
    const base = 4 * P.views[i].index;
    frames[i] = tableau
      ? [tableau.attribute(base), tableau.attribute(base + 1), tableau.attribute(base + 2), tableau.attribute(base + 3)]
      : [0, 0, 0, 0];
    // The solved rectangle is the alignment rectangle; the drawn frame is outset by the insets.
    const insets = P.views[i].insets;
    if (insets && tableau) {
      const f = frames[i];
      frames[i] = [f[0] - insets[1], f[1] - insets[0], f[2] + insets[1] + insets[3], f[3] + insets[0] + insets[2]];
    }
  }
  const broken = result.relaxed && tableau && result.named ? tableau.brokenConstraints() : [];
  return { e: e, variant: variant, result: result, frames: frames, broken: broken };
}

let latest = null;

// Lays out and draws: every box's inline left, top, width and height is its frame (CSS pixels,
// root coordinates); `data-frame` holds the same four numbers unrounded.
function layout() {
  const solved = solveFrames();
  latest = solved;
  root.style.width = S.w + "px";
  root.style.height = S.h + "px";
  root.setAttribute("data-frame", "0 0 " + S.w + " " + S.h);
  handle.style.left = S.w + "px";
  handle.style.top = S.h + "px";
  safeBox.style.left = S.safe[1] + "px";
  safeBox.style.top = S.safe[0] + "px";
  safeBox.style.width = Math.max(0, S.w - S.safe[1] - S.safe[3]) + "px";
  safeBox.style.height = Math.max(0, S.h - S.safe[0] - S.safe[2]) + "px";
  for (let i = 0; i < boxes.length; i++) {
    const box = boxes[i], frame = solved.frames[i], style = box.style;
    style.left = frame[0] + "px";
    style.top = frame[1] + "px";
    style.width = Math.max(0, frame[2]) + "px";
    style.height = Math.max(0, frame[3]) + "px";
    box.setAttribute("data-frame", frame.join(" "));
    const hidden = P.views[i].hidden ? P.views[i].hidden(solved.e) : false;
    if (hidden !== box.classList.contains("lc-hidden")) box.classList.toggle("lc-hidden", hidden);
  }
  showConflicts(solved);
  showVariant(solved);
}

function showConflicts(solved) {
  const list = document.getElementById("lc-conflicts");
  const status = document.getElementById("lc-status");
  const size = S.w + "x" + S.h;
  list.textContent = "";
  status.className = "";
  if (solved.result.index < 0) {
    status.textContent = "no layout at " + size + ": the variant has no stored tableau";
    status.className = "lc-conflict";
    return;
  }
  if (!solved.result.relaxed) {
    status.textContent = size;
    const none = document.createElement("li");
    none.className = "lc-none";
    none.textContent = "none at " + size;
    list.appendChild(none);
    root.removeAttribute("data-conflict");
    return;
  }
  status.textContent = size + ": required constraints cannot all hold";
  status.className = "lc-conflict";
  root.setAttribute("data-conflict", solved.broken.join(",") || "unnamed");
  if (solved.broken.length === 0) {
    const item = document.createElement("li");
    item.textContent = "error S001 at " + size + ": required constraints cannot all hold ("
      + (solved.result.named
        ? "what breaks is implicit: a view's width or height >= 0; see what check reports below)"
        : "not named: this file has too many constraints for a relaxed tableau)");
    list.appendChild(item);
  }
  for (const index of solved.broken) {
    const item = document.createElement("li");
    item.className = "lc-error";
    item.textContent = "error S001 at " + size + ": broken to lay out the rest: ";
    const code = document.createElement("pre");
    code.textContent = P.constraintTexts[index] || ("constraint " + index);
    item.appendChild(code);
    list.appendChild(item);
  }
}

function showVariant(solved) {
  const holding = [];
  for (let i = 0; i < P.conditions.length; i++) if (solved.variant & (1 << i)) holding.push(P.conditionTexts[i]);
  document.getElementById("lc-variant").textContent = "size classes " + solved.e.hc + " width, " + solved.e.vc + " height"
    + (P.conditions.length ? "; when: " + (holding.length ? holding.join(", ") : "none holds") : "");
}

// The controls show the state; a change to one sets the state, lays out and writes the fragment.
function showState() {
  document.getElementById("lc-width").value = S.w;
  document.getElementById("lc-height").value = S.h;
  document.getElementById("lc-idiom").value = S.idiom;
  document.getElementById("lc-hc").value = S.hc;
  document.getElementById("lc-vc").value = S.vc;
  document.getElementById("lc-direction").value = S.rtl ? "rtl" : "ltr";
  ["top", "left", "bottom", "right"].forEach(function (side, i) { document.getElementById("lc-safe-" + side).value = S.safe[i]; });
  document.querySelectorAll(".lc-flag").forEach(function (box) { box.checked = S.flags.indexOf(box.getAttribute("data-flag")) >= 0; });
  const device = P.devices.findIndex(function (d) {
    return d.width === S.w && d.height === S.h && d.idiom === S.idiom && d.safe.every(function (side, i) { return side === S.safe[i]; });
  });
  document.getElementById("lc-device").value = device >= 0 ? String(device) : "";
}

function readControls(changed) {
  if (changed && changed.id === "lc-device") {
    const device = P.devices[Number(changed.value)];
    if (changed.value !== "" && device) {
      S.w = device.width; S.h = device.height; S.idiom = device.idiom; S.safe = device.safe.slice();
      return;
    }
  }
  S.w = clampNumber(document.getElementById("lc-width").value, S.w);
  S.h = clampNumber(document.getElementById("lc-height").value, S.h);
  S.idiom = document.getElementById("lc-idiom").value;
  S.hc = document.getElementById("lc-hc").value;
  S.vc = document.getElementById("lc-vc").value;
  S.rtl = document.getElementById("lc-direction").value === "rtl";
  S.safe = ["top", "left", "bottom", "right"].map(function (side, i) { return clampNumber(document.getElementById("lc-safe-" + side).value, S.safe[i]); });
  S.flags = [];
  document.querySelectorAll(".lc-flag").forEach(function (box) { if (box.checked) S.flags.push(box.getAttribute("data-flag")); });
}

function update() {
  layout();
  showState();
  const text = fragment();
  if (location.hash !== text) history.replaceState(null, "", text);
}

const form = document.getElementById("lc-controls");
form.addEventListener("submit", function (event) { event.preventDefault(); });
form.addEventListener("change", function (event) { readControls(event.target); update(); });
form.addEventListener("input", function (event) { if (event.target.type === "number") { readControls(event.target); update(); } });

// The resize handle: dragging it moves root's bottom right corner, in whole points.
let drag = null;
handle.addEventListener("pointerdown", function (event) {
  drag = { x: event.clientX, y: event.clientY, w: S.w, h: S.h };
  try { handle.setPointerCapture(event.pointerId); } catch (error) { /* a synthetic pointer has nothing to capture */ }
  event.preventDefault();
});
window.addEventListener("pointermove", function (event) {
  if (!drag) return;
  const w = Math.max(0, Math.round(drag.w + event.clientX - drag.x));
  const h = Math.max(0, Math.round(drag.h + event.clientY - drag.y));
  if (w === S.w && h === S.h) return;
  S.w = w; S.h = h;
  update();
});
function endDrag() { drag = null; }
window.addEventListener("pointerup", endDrag);
window.addEventListener("pointercancel", endDrag);

window.addEventListener("hashchange", function () { if (readFragment(location.hash)) { layout(); showState(); } });

if (!readFragment(location.hash)) {
  S.w = P.initial.w; S.h = P.initial.h; S.idiom = P.initial.idiom; S.safe = P.initial.safe.slice();
}
layout();
showState();

// What tests and tools may call: the state, a re-layout, and the latest solution.
window.layoutcPreview = { state: S, layout: layout, update: update, solveFrames: solveFrames, latest: function () { return latest; } };

"""# + watchText
}
