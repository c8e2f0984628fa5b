"use strict";
const data = JSON.parse(document.getElementById("data").textContent);
const query = new URLSearchParams(location.search);
const view = {
  appearance: data.appearances.includes(query.get("appearance")) ? query.get("appearance") : data.appearances[0],
  scale: data.scales.includes(query.get("scale")) ? query.get("scale") : (data.scales.includes("2") ? "2" : data.scales[0]),
  selected: {}
};
const overhang = 8;  // points above each bar, room for the arrow
function url(path) { return path.startsWith("data:") ? path : path.split("/").map(encodeURIComponent).join("/"); }
function shared(element) {
  const byAppearance = data.shared[element];
  if (!byAppearance) return null;
  const files = byAppearance[view.appearance] || byAppearance.light;
  return files ? files[view.scale] || null : null;
}
function iconFile(icon, state) {
  const byState = icon.files[view.appearance] || icon.files.light || {};
  const files = byState[state] || byState.normal || {};
  return files[view.scale] || null;
}
// An image, or where a file is missing (an icon that failed, a scale left out) a placeholder of `width × height`.
function image(path, left, top, width, height, why) {
  const img = document.createElement(path ? "img" : "div");
  if (path) {
    img.src = url(path);
    img.alt = "";
    img.loading = "lazy";
  } else {
    img.className = "missing";
    img.title = why || "no file at this scale";
    img.style.width = Math.max(1, Math.round(width || 0)) + "px";
    img.style.height = Math.max(1, Math.round(height || 0)) + "px";
  }
  img.style.left = left + "px";
  img.style.top = top + "px";
  return img;
}
// The colour a vector icon shows in `state` (the platform tints it), or null when the state has PNGs of its own.
function vectorTint(icon, state) {
  if (!icon.vector) return null;
  const byState = icon.files[view.appearance] || icon.files.light || {};
  if (byState[state]) return null;
  const tints = (data.tints || {})[view.appearance] || (data.tints || {}).light || {};
  return tints[state] || tints.normal || null;
}
// The icon in `state`: its PNG, or its vector as a mask the state's colour shows through.
function picture(icon, state, left, top, width, height) {
  const color = vectorTint(icon, state);
  if (!color) return image(iconFile(icon, state), left, top, width, height, icon.error);
  // A VectorDrawable is drawn by Android, not by a browser.
  if (!/\.svg$|^data:/.test(icon.vector)) return image(null, left, top, width, height, "drawn by the platform from " + icon.vector);
  const tinted = document.createElement("div");
  tinted.className = "vector";
  const mask = "url(\"" + url(icon.vector) + "\") center / 100% 100% no-repeat";
  tinted.style.webkitMask = mask;
  tinted.style.mask = mask;
  tinted.style.backgroundColor = color;
  tinted.style.width = Math.round(width) + "px";
  tinted.style.height = Math.round(height) + "px";
  tinted.style.left = left + "px";
  tinted.style.top = top + "px";
  return tinted;
}
const itemWidth = data.icons.reduce((widest, icon) => Math.max(widest, icon.width), 1);
const perBar = Math.max(1, Math.min(5, Math.floor(data.barWidth / itemWidth)));
const slot = data.barWidth / perBar;
function drawBars() {
  const s = Number(view.scale);
  const bars = document.getElementById("bars");
  bars.textContent = "";
  for (let first = 0; first < data.icons.length; first += perBar) {
    const bar = document.createElement("div");
    bar.className = "bar";
    bar.setAttribute("role", "tablist");
    bar.style.width = Math.round(data.barWidth * s) + "px";
    bar.style.height = Math.round((overhang + data.barHeight) * s) + "px";
    const top = Math.round(overhang * s);
    const background = shared("tabbar-background");
    if (background) bar.appendChild(image(background, 0, top));
    const chosen = view.selected[first] ?? first;
    data.icons.slice(first, first + perBar).forEach((icon, offset) => {
      const index = first + offset;
      const left = Math.round((offset * slot + (slot - icon.width) / 2) * s);
      const itemTop = top + Math.round((data.barHeight - icon.height) / 2 * s);
      const selected = index === chosen;
      const selection = selected ? shared("tabbar-selection") : null;
      if (selection) bar.appendChild(image(selection, left, itemTop + Math.round(data.selectionTop * s)));
      const tab = document.createElement("div");
      tab.className = "tab";
      tab.tabIndex = 0;
      tab.setAttribute("role", "tab");
      tab.setAttribute("aria-selected", String(selected));
      tab.setAttribute("aria-label", icon.name);
      tab.title = icon.error ? icon.name + ": " + icon.error : icon.name;
      tab.style.left = left + "px";
      tab.style.top = itemTop + "px";
      tab.style.width = Math.round(icon.width * s) + "px";
      tab.style.height = Math.round(icon.height * s) + "px";
      const drawn = state => picture(icon, state, 0, 0, icon.width * s, icon.height * s);
      tab.appendChild(drawn(selected ? "selected" : "normal"));
      const swap = state => { if (!icon.error) tab.replaceChildren(drawn(state)); };
      const show = state => { if (!selected && data.states.includes(state)) swap(state); };
      const rest = () => swap(selected ? "selected" : "normal");
      tab.addEventListener("mouseenter", () => show("hovered"));
      tab.addEventListener("mouseleave", rest);
      tab.addEventListener("pointerdown", () => show("pressed"));
      tab.addEventListener("pointerup", rest);
      tab.addEventListener("click", () => { view.selected[first] = index; drawBars(); });
      tab.addEventListener("keydown", event => {
        if (event.key === "Enter" || event.key === " ") { view.selected[first] = index; drawBars(); }
      });
      bar.appendChild(tab);
      const arrow = selected ? shared("tabbar-arrow") : null;
      if (arrow) {
        bar.appendChild(image(arrow, Math.round((offset * slot + (slot - data.arrowWidth) / 2) * s),
                              top + Math.round((2 - data.arrowHeight) * s)));
      }
    });
    bars.appendChild(bar);
  }
}
function drawStates() {
  const s = Number(view.scale);
  const table = document.createElement("table");
  const head = table.insertRow();
  head.insertCell().textContent = "";
  for (const state of data.states) {
    const th = document.createElement("th");
    th.textContent = state;
    head.appendChild(th);
  }
  const background = shared("tabbar-background");
  for (const icon of data.icons) {
    const row = table.insertRow();
    row.insertCell().textContent = icon.error ? icon.name + " (failed: " + icon.error + ")" : icon.name;
    for (const state of data.states) {
      const cell = document.createElement("div");
      cell.className = "cell";
      cell.style.width = Math.round(icon.width * s) + "px";
      cell.style.height = Math.round(Math.max(icon.height, data.barHeight) * s) + "px";
      cell.style.overflow = "hidden";
      if (background) cell.appendChild(image(background, 0, 0));
      cell.appendChild(picture(icon, state, 0, Math.round((data.barHeight - icon.height) / 2 * s), icon.width * s, icon.height * s));
      row.insertCell().appendChild(cell);
    }
  }
  const holder = document.getElementById("states");
  holder.textContent = "";
  const heading = document.createElement("p");
  heading.textContent = "Every state (" + view.appearance + ", @" + view.scale + "x)";
  holder.append(heading, table);
}
function buttons(id, values, current, label, choose) {
  const holder = document.getElementById(id);
  holder.textContent = "";
  for (const value of values) {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = label(value);
    button.setAttribute("aria-pressed", String(value === current));
    button.addEventListener("click", () => choose(value));
    holder.appendChild(button);
  }
}
function draw() {
  document.body.classList.toggle("dark", view.appearance === "dark");
  document.getElementById("title").textContent = data.style + " (" + data.layout + ")";
  buttons("appearances", data.appearances, view.appearance, value => value, value => { view.appearance = value; draw(); });
  buttons("scales", data.scales, view.scale, value => value + "\u00d7", value => { view.scale = value; draw(); });
  drawBars();
  drawStates();
}
const start = Number(query.get("select"));
if (query.has("select") && Number.isInteger(start) && start >= 0 && start < data.icons.length) {
  view.selected[start - start % perBar] = start;
}
draw();
