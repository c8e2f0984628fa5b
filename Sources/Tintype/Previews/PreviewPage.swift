import FoundationEssentials
import TintypeSupport

/// `preview.html` (SPEC §8): a page with no network access and no framework
/// that shows the icons just written as working tab bars. Click a tab to select
/// it (press and hold shows `pressed`, hovering shows `hovered`, when the style
/// has them); switch light and dark, and 1×, 2×, 3×. Below the bars every icon
/// is shown in every state. Images are drawn one file pixel to one CSS pixel,
/// so a 2× bar is twice as large and shows the 2× files as they are.
///
/// The page carries its data inline (browsers refuse `fetch()` from `file://`).
/// The query string sets the starting view: `?appearance=dark&scale=2&select=3`
/// (`select` counts icons from 0 across all bars). Geometry is fixed so that
/// screenshots can be checked: the first bar's top edge is 72 CSS px down
/// (64 for the controls, 8 pt × scale for the arrow above it), its left edge
/// 16 px in, each following bar 16 px below the one before.
enum PreviewPage {
    /// What the page's script reads.
    struct Data: Encodable {
        struct Icon: Encodable {
            var name: String
            var width: Double
            var height: Double
            /// appearance → state → scale → path.
            var files: [String: [String: [String: String]]]
            /// Why the icon failed, when it did (it has no files; the page shows a placeholder).
            var error: String?
        }
        var style: String
        var layout: String
        var states: [String]
        var appearances: [String]
        var scales: [String]
        var barWidth: Double
        var barHeight: Double
        var selectionTop: Double
        var arrowWidth: Double
        var arrowHeight: Double
        /// element → appearance → scale → path.
        var shared: [String: [String: [String: String]]]
        var icons: [Icon]
    }

    /// The page for the icons of `records` and the shared pieces `shared`, made with `style` in `layout`.
    /// An icon that failed, or lacks a scale, is drawn as a placeholder where its files would be;
    /// a failed icon is as large as `item` (points).
    static func html(
        _ records: [BatchManifest.Icon], shared: [BatchManifest.File], style: StyleDefinition, layout: OutputLayout, barWidth: Double,
        scales: [Double], item: PointSize
    ) -> String {
        var sharedPaths = [String: [String: [String: String]]]()
        for file in shared where file.kind == .shared {
            guard let element = file.element, let scale = file.scale else { continue }
            sharedPaths[element.rawValue, default: [:]][(file.appearance ?? .light).rawValue, default: [:]][NumberText.shortest(scale)] =
                file.path
        }
        let data = Data(
            style: style.name, layout: layout.rawValue, states: style.states.map(\.state.name),
            appearances: style.appearances.map(\.rawValue), scales: scales.map(NumberText.shortest),
            barWidth: barWidth, barHeight: ClassicElements.barHeight, selectionTop: ClassicElements.selectionTop,
            arrowWidth: ClassicElements.arrowSize.width, arrowHeight: ClassicElements.arrowSize.height,
            shared: sharedPaths,
            icons: records.map { record in
                guard let icon = WrittenIcon(record) else {
                    return Data.Icon(
                        name: record.name, width: item.width, height: item.height, files: [:],
                        error: record.error ?? "no files were written")
                }
                var files = [String: [String: [String: String]]]()
                for (appearance, states) in icon.files {
                    for (state, byScale) in states {
                        for (scale, path) in byScale {
                            files[appearance.rawValue, default: [:]][state.name, default: [:]][NumberText.shortest(scale)] = path
                        }
                    }
                }
                return Data.Icon(name: icon.name, width: icon.size.width, height: icon.size.height, files: files, error: nil)
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(data)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        // Inside <script>, "</" could end the element and "<!--" change how it is parsed: every "<"
        // (which JSON has only inside strings) is written as its escape.
        let safe = json.replacing("<", with: "\\u003c")
        return template.replacing("@TITLE@", with: htmlEscaped("\(style.name) icons")).replacing("@DATA@", with: safe)
    }

    static func htmlEscaped(_ text: String) -> String {
        text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
    }

    /// The page: a style sheet, a script and the data.
    static let template = #"""
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width">
        <title>@TITLE@</title>
        <style>
          body { margin: 0; font: 14px/1.4 system-ui, sans-serif; background: #e2e2e2; color: #222; }
          body.dark { background: #2b2b2b; color: #ddd; }
          #controls { position: absolute; top: 0; left: 0; right: 0; height: 64px; box-sizing: border-box;
                      padding: 12px 16px; display: flex; gap: 8px; align-items: center; }
          #controls button { font: inherit; padding: 4px 10px; border: 1px solid #888; border-radius: 4px; background: #f4f4f4; cursor: pointer; }
          #controls button[aria-pressed="true"] { background: #0a64d8; border-color: #0a64d8; color: #fff; }
          #stage { position: absolute; top: 64px; left: 16px; }
          .bar { position: relative; margin-bottom: 16px; }
          .bar img, .cell img { position: absolute; image-rendering: pixelated; }
          .tab { position: absolute; cursor: pointer; }
          .tab:focus-visible { outline: 2px solid #0a84ff; }
          #states { margin-top: 24px; }
          #states table { border-collapse: collapse; }
          #states td, #states th { padding: 4px 8px; text-align: left; font-weight: normal; vertical-align: middle; }
          .cell { position: relative; }
          .missing { position: absolute; box-sizing: border-box; border: 1px dashed #b00;
                     background: repeating-linear-gradient(45deg, transparent 0 4px, rgba(187, 0, 0, 0.15) 4px 8px); }
        </style>
        </head>
        <body>
        <div id="controls">
          <strong id="title"></strong>
          <span>Appearance</span><span id="appearances"></span>
          <span>Scale</span><span id="scales"></span>
        </div>
        <div id="stage"><div id="bars"></div><div id="states"></div></div>
        <script type="application/json" id="data">@DATA@</script>
        <script>
        "use strict";
        const data = JSON.parse(document.getElementById("data").textContent);
        const query = new URLSearchParams(location.search);
        const view = {
          appearance: data.appearances.includes(query.get("appearance")) ? query.get("appearance") : data.appearances[0],
          scale: data.scales.includes(query.get("scale")) ? query.get("scale") : (data.scales.includes("2") ? "2" : data.scales[0]),
          selected: {}
        };
        const overhang = 8;  // points above each bar, room for the arrow
        function url(path) { return path.split("/").map(encodeURIComponent).join("/"); }
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
              const picture = image(iconFile(icon, selected ? "selected" : "normal"), 0, 0, icon.width * s, icon.height * s, icon.error);
              tab.appendChild(picture);
              const swap = path => { if (path && picture.tagName === "IMG") picture.src = url(path); };
              const show = state => { if (!selected && data.states.includes(state)) swap(iconFile(icon, state)); };
              const rest = () => swap(iconFile(icon, selected ? "selected" : "normal"));
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
              cell.appendChild(image(iconFile(icon, state), 0, Math.round((data.barHeight - icon.height) / 2 * s),
                                     icon.width * s, icon.height * s, icon.error));
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
        </script>
        </body>
        </html>

        """#
}
