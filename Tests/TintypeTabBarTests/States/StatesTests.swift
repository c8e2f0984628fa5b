import Foundation
import Testing
import Tintype
import TintypeCLI
import TintypeReference
import TintypeSupport
import TintypeTestSupport

@testable import TintypeAppIcons
@testable import TintypeCodecs
@testable import TintypeControls
@testable import TintypeCore
@testable import TintypeFormats
@testable import TintypeJobs
@testable import TintypeLaunch
@testable import TintypePixels
@_spi(Measuring) @testable import TintypeSVG
@testable import TintypeTabBar

@Suite("States and appearances", .serialized)
struct StatesTests {
    static let fourStates = Fixtures.path("styles/four-states.json")

    static func style(_ json: String) throws(StyleDefinition.ReadError) -> StyleDefinition {
        try StyleDefinition.parse(Array(json.utf8), file: "s.json")
    }

    @Test("the four-state fixture: states in order, disabled reuses normal at 0.38 and follows it into the dark, round trip")
    func fixtureStyle() throws {
        let style = try StyleDefinition.parse(try FileBytes.read(Self.fourStates), file: "four-states.json")
        #expect(style.states.map(\.state) == [.normal, .selected, .pressed, .disabled])
        let disabled = try #require(style[.disabled])
        #expect(disabled.paint == style.normal && disabled.opacityAlpha == 97)
        let dark = try #require(style.dark)
        #expect(dark.bar == .solid(StraightColor(red: 22, green: 22, blue: 22)))
        #expect(style.look(disabled, in: .dark).paint == dark.paints[.normal])
        #expect(style.look(style[.pressed]!, in: .dark).paint == .solid(StraightColor(parsing: "#409CFF")!))
        #expect(style.appearances == [.light, .dark])
        #expect(try StyleDefinition.parse(Array(style.json.utf8), file: "again") == style)
        for builtIn in [StyleDefinition.classic, .flat] {
            #expect(try StyleDefinition.parse(Array(builtIn.json.utf8), file: "b") == builtIn)
            #expect(builtIn.dark != nil)
        }
        // A style file written before states existed still reads, with no dark appearance.
        let old = try Self.style(##"{"normal": {"fill": "#AAAAAA"}, "selected": {"fill": "#0000FF"}}"##)
        #expect(old.states.map(\.state) == [.normal, .selected] && old.dark == nil)
    }

    @Test("bad states are refused, naming the key")
    func errors() {
        func error(_ json: String) -> String? {
            do { _ = try Self.style(json) } catch { return error.description }
            return nil
        }
        let base = ##"{"name": "normal", "paint": {"fill": "#888888"}}, {"name": "selected", "paint": {"fill": "#0000FF"}}"##
        #expect(error(##"{"states": [\##(base), {"name": "dark", "paint": "normal"}]}"##)?.contains("key 'states[2].name'") == true)
        #expect(error(##"{"states": [\##(base), {"name": "Pressed", "paint": "normal"}]}"##)?.contains("lowercase") == true)
        #expect(error(##"{"states": [\##(base), {"name": "selected", "paint": "normal"}]}"##)?.contains("defined twice") == true)
        #expect(error(##"{"states": [\##(base), {"name": "hot", "paint": "later"}]}"##)?.contains("not a state defined before") == true)
        #expect(
            error(##"{"states": [\##(base), {"name": "hot", "paint": "normal", "opacity": 2}]}"##)?.contains("states[2].opacity") == true)
        #expect(
            error(##"{"states": [{"name": "normal", "paint": {"fill": "#888888"}}, {"name": "x", "paint": "normal"}]}"##)?.contains(
                "'selected' state") == true)
        #expect(error(##"{"states": [\##(base)], "normal": {"fill": "#888888"}}"##)?.contains("either 'states'") == true)
        #expect(
            error(##"{"states": [\##(base)], "dark": {"paints": {"pressed": {"fill": "#FFFFFF"}}}}"##)?.contains("dark.paints.pressed")
                == true)
        #expect(error(##"{"states": [\##(base)], "dark": {"bar": "pinkish"}}"##)?.contains("dark.bar") == true)
    }

    @Test("a state's variant matches the scalar reference: tint, selection background, glow, opacity")
    func variantPixels() {
        var generator = SeededGenerator(seed: 12)
        let paints: [Paint] = [
            .solid(StraightColor(red: 200, green: 40, blue: 90)),
            .vertical(StraightColor(parsing: "#5AC8FA")!, StraightColor(parsing: "#007AFF")!),
            .gloss(.classic)
        ]
        for trial in 0..<24 {
            // Art of odd sizes, nearly transparent or noisy, on canvases as large as an item or exactly the art.
            let width = Int.random(in: 1...40, using: &generator)
            let height = Int.random(in: 1...30, using: &generator)
            let scale = [1.0, 2.0, 3.0][trial % 3]
            var art = RGBAImage.random(width: width, height: height, using: &generator)
            art.scale = scale
            let canvas = trial % 4 == 0 ? PixelSize(width: width, height: height) : PointSize(width: 64, height: 44).pixels(at: scale)
            let look = StateStyle(
                .custom("s\(trial)"), paint: paints[trial % paints.count], opacity: [1, 0.38, 0.5, 0.01, 0][trial % 5],
                selectionBackground: trial % 2 == 1, glow: trial % 3 == 1)
            let placed = ArtMaster.PlacedArt(centering: art, canvas: canvas, maskSource: .alpha)
            let expected = Reference.stateVariant(art, look: look, source: .alpha, canvasWidth: canvas.width, canvasHeight: canvas.height)
            #expect(look.draw(placed).maximumDifference(from: expected) <= 1, "trial \(trial)")
            if look.opacityAlpha < 255 && !look.selectionBackground && !look.glow {
                // Opacity alone is exact.
                #expect(look.draw(placed) == expected, "trial \(trial)")
            }
        }
        // The template image is the art's coverage in black.
        var art = RGBAImage.random(width: 20, height: 9, using: &generator)
        art.scale = 2
        let template = IconVariant.templateImage(ArtMaster.PlacedArt(centering: art, canvasWidth: 30, canvasHeight: 30, maskSource: .alpha))
        #expect(template == Reference.tint(art, paint: .solid(.black), source: .alpha, canvasWidth: 30, canvasHeight: 30))
    }

    @Test("file names per layout: states, dark, template; Android selector order; reserved and odd names")
    func names() {
        let pressed = IconVariant.state(.pressed, .light)
        let darkSelected = IconVariant.state(.selected, .dark)
        #expect(OutputLayout.ios.iconFile("chat", variant: pressed, scale: 2) == "chat-pressed@2x.png")
        #expect(OutputLayout.ios.iconFile("chat", variant: darkSelected, scale: 3) == "chat-selected-dark@3x.png")
        #expect(OutputLayout.ios.iconFile("chat", variant: .state(.normal, .dark), scale: 1) == "chat-dark.png")
        #expect(OutputLayout.ios.iconFile("chat", variant: .template, scale: 2) == "chat-template@2x.png")
        #expect(OutputLayout.web.iconFile("chat", variant: pressed, scale: 1) == "chat-pressed.png")
        #expect(
            OutputLayout.xcassets.iconFile("chat", variant: darkSelected, scale: 2)
                == "Icons.xcassets/chat-selected.imageset/chat-selected-dark@2x.png")
        #expect(
            OutputLayout.xcassets.iconFile("chat", variant: .template, scale: 3)
                == "Icons.xcassets/chat-template.imageset/chat-template@3x.png")
        #expect(OutputLayout.android.iconFile("chat", variant: pressed, scale: 1.5) == "drawable-hdpi/ic_chat_pressed.png")
        #expect(OutputLayout.android.iconFile("chat", variant: darkSelected, scale: 4) == "drawable-night-xxxhdpi/ic_chat_selected.png")
        #expect(
            OutputLayout.android.iconFile("chat", variant: .state(.custom("on-hold"), .light), scale: 2)
                == "drawable-xhdpi/ic_chat_on_hold.png")
        #expect(
            OutputLayout.android.sharedFile(.barBackground, appearance: .dark, scale: 2) == "drawable-night-xhdpi/tabbar_background.png")
        #expect(OutputLayout.web.sanitizedName("café au lait") == "cafe-au-lait")
        for reserved in ["dark", "light", "template", "state"] { #expect(IconState(name: reserved) == nil) }
        #expect(IconState(name: "on-hold") == .custom("on-hold") && IconState(name: "pressed") == .pressed)
        let selector = AndroidLayout.selector("chat", states: [.normal, .selected, .disabled, .custom("badged"), .pressed])
        let items = selector.split(separator: "\n").filter { $0.contains("<item") }.map(String.init)
        #expect(
            items == [
                ##"    <item android:state_pressed="true" android:drawable="@drawable/ic_chat_pressed" />"##,
                ##"    <item android:state_selected="true" android:drawable="@drawable/ic_chat_selected" />"##,
                ##"    <item app:state_badged="true" android:drawable="@drawable/ic_chat_badged" />"##,
                ##"    <item android:state_enabled="false" android:drawable="@drawable/ic_chat_disabled" />"##,
                ##"    <item android:drawable="@drawable/ic_chat" />"##
            ])
        #expect(selector.contains(##"xmlns:app="http://schemas.android.com/apk/res-auto""##))
    }

    @Test("four states and dark in every layout: files, Contents.json, night folders, selector, icons.css, manifest")
    func everyLayout() throws {
        let style = try StyleDefinition.parse(try FileBytes.read(Self.fourStates), file: "four-states.json")
        let input = Fixtures.path("icons")
        for layout in OutputLayout.allCases {
            let out = try TemporaryFolder()
            defer { out.remove() }
            let summary = try BatchRuns.run(input, out.path) {
                $0.layout = layout
                $0.style = style
                $0.template = true
                $0.contactSheet = false
            }
            #expect(summary.failed == 0 && summary.icons == 14, "\(layout)")
            let files = BatchRuns.allFiles(out.path)
            let manifest = try #require(BatchManifest.decode(files["manifest.json"]!))
            let chat = try #require(manifest.icons.first { $0.name == "chat" })
            let scales = layout.defaultScales
            // 4 states × 2 appearances + the template, at every scale.
            #expect(chat.files.filter { $0.kind == .icon }.count == 8 * scales.count, "\(layout)")
            #expect(chat.files.filter { $0.kind == .template }.count == scales.count, "\(layout)")
            for state in style.states.map(\.state) {
                for appearance in Appearance.allCases {
                    for scale in scales {
                        let path = layout.iconFile("chat", variant: .state(state, appearance), scale: scale)
                        let record = try #require(chat.files.first { $0.path == path }, "\(path)")
                        #expect(record.state == state && record.appearance == appearance && record.scale == scale)
                        #expect(files[path].map(SHA256.hex) == record.sha256, "\(path)")
                    }
                }
            }
            // Disabled is the normal paint at 38%: alpha scaled, color kept.
            let normal = try ImageDecoder.decode(files[layout.iconFile("chat", variant: .state(.normal, .light), scale: 2)]!, file: "n")
                .image
            let disabled = try ImageDecoder.decode(files[layout.iconFile("chat", variant: .state(.disabled, .light), scale: 2)]!, file: "d")
                .image
            let center = (normal.width / 2, normal.height / 2)
            #expect(normal[center.0, center.1].alpha == 255 && disabled[center.0, center.1].alpha == 97)
            #expect(disabled[center.0, center.1].straight == StraightColor(red: 142, green: 142, blue: 147, alpha: 97))
            let template = try ImageDecoder.decode(files[layout.iconFile("chat", variant: .template, scale: 2)]!, file: "t").image
            #expect(template[center.0, center.1] == PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 255))
            #expect(files["preview.html"] != nil)
            try Self.checkLayoutFiles(files, layout: layout)
        }
    }

    /// What `layout` alone writes for the four-state style: its own files, descriptors and stylesheet.
    static func checkLayoutFiles(_ files: [String: [UInt8]], layout: OutputLayout) throws {
        switch layout {
        case .ios:
            #expect(files["chat-pressed-dark@3x.png"] != nil && files["tabbar-background-dark@2x.png"] != nil)
        case .xcassets:
            let contents = try #require(
                try JSONSerialization.jsonObject(with: Data(files["Icons.xcassets/chat-pressed.imageset/Contents.json"]!))
                    as? [String: Any])
            let images = try #require(contents["images"] as? [[String: Any]])
            #expect(images.count == 6 && images.filter { $0["appearances"] != nil }.count == 3)
            let templateSet = try #require(
                try JSONSerialization.jsonObject(with: Data(files["Icons.xcassets/chat-template.imageset/Contents.json"]!))
                    as? [String: Any])
            #expect((templateSet["properties"] as? [String: String])?["template-rendering-intent"] == "template")
            #expect((templateSet["images"] as? [[String: Any]])?.count == 3)
            let bar = String(decoding: files["Icons.xcassets/tabbar-background.imageset/Contents.json"]!, as: UTF8.self)
            #expect(bar.contains("tabbar-background-dark@2x.png") && bar.contains("luminosity"))
        case .android:
            #expect(
                files["drawable-night-xxhdpi/ic_chat_pressed.png"] != nil && files["drawable-night-hdpi/tabbar_background.png"] != nil)
            #expect(files["drawable-night-xhdpi/ic_chat_template.png"] == nil)
            let selector = String(decoding: files["drawable/ic_chat_state.xml"]!, as: UTF8.self)
            let order = ["state_pressed", "state_selected", "state_enabled=\"false\"", "@drawable/ic_chat\" />"].map {
                selector.range(of: $0)!.lowerBound
            }
            #expect(order == order.sorted())
        case .web:
            let css = String(decoding: files["icons.css"]!, as: UTF8.self)
            #expect(css.contains(##".ti-chat[aria-selected="true"] {"##) && css.contains(".ti-chat:active {"))
            #expect(css.contains(##".ti-chat:disabled, .ti-chat[aria-disabled="true"] {"##))
            #expect(
                css.contains(
                    ##"image-set(url("chat-selected.png") 1x, url("chat-selected@2x.png") 2x, url("chat-selected@3x.png") 3x)"##))
            #expect(css.contains("width: 64px;") && css.contains("@media (prefers-color-scheme: dark)"))
            #expect(css.contains(##"url("chat-pressed-dark@2x.png") 2x"##))
            // Lowest precedence first, so that the state that matters most wins: normal, disabled, selected, pressed.
            let order = [".ti-chat {", ".ti-chat:disabled", ".ti-chat[aria-selected", ".ti-chat:active"].map {
                css.range(of: $0)!.lowerBound
            }
            #expect(order == order.sorted())
        }
    }

    @Test("a changed paint of one state rewrites that state's files only; the dark appearance can be turned off")
    func incremental() throws {
        var style = try StyleDefinition.parse(try FileBytes.read(Self.fourStates), file: "four-states.json")
        let out = try TemporaryFolder()
        defer { out.remove() }
        let input = Fixtures.path("icons")
        _ = try BatchRuns.run(input, out.path) { $0.style = style }
        #expect(try BatchRuns.run(input, out.path) { $0.style = style }.nothingToDo)
        var pressed = style[.pressed]!
        pressed.paint = .solid(StraightColor(red: 200, green: 0, blue: 0))
        style.setState(pressed)
        let changed = try BatchRuns.run(input, out.path) { $0.style = style }
        let icons = changed.written.filter { $0.hasSuffix(".png") && $0 != "contact-sheet.png" }
        // pressed has a dark paint of its own: only the light pressed files change.
        #expect(icons.count == 14 * 3 && icons.allSatisfy { $0.contains("-pressed") && !$0.contains("-dark") }, "\(icons)")
        #expect(Set(changed.written).subtracting(icons) == ["contact-sheet.png", "manifest.json"])

        var light = style
        light.dark = nil
        let lightOnly = try BatchRuns.run(input, out.path) { $0.style = light }
        // The light files are current; the manifest no longer lists the dark ones, and nothing dark is written.
        #expect(!lightOnly.written.contains { $0.contains("-dark") } && lightOnly.upToDate >= 14 * 12)
        let manifest = try #require(BatchManifest.decode(try FileBytes.read(out.file("manifest.json"))))
        #expect(manifest.icons.flatMap(\.files).allSatisfy { $0.appearance != .dark })
    }

    @Test("an icon whose files are another icon's variant fails, naming both, and nothing is overwritten")
    func variantClash() throws {
        let input = try TemporaryFolder()
        let out = try TemporaryFolder()
        defer {
            input.remove()
            out.remove()
        }
        for name in ["moon@2x.png", "moon-dark@2x.png", "star@2x.png", "star-pressed@2x.png"] {
            try FileManager.default.copyItem(atPath: Fixtures.path("icons/chat@2x.png"), toPath: input.file(name))
        }
        var style = StyleDefinition.classic
        style.setState(StateStyle(.pressed, paint: .solid(StraightColor(red: 0, green: 0, blue: 200))))
        let summary = try BatchRuns.run(input.path, out.path) {
            $0.style = style
            $0.scales = [2]
        }
        #expect(summary.failed == 2 && summary.icons == 4)
        #expect(summary.errors.contains { $0.hasPrefix("moon-dark: its file moon-dark@2x.png would also be moon's normal (dark) variant") })
        #expect(summary.errors.contains { $0.hasPrefix("star-pressed: its file star-pressed@2x.png would also be star's pressed variant") })
        let manifest = try #require(BatchManifest.decode(try FileBytes.read(out.file("manifest.json"))))
        let owners = Dictionary(
            manifest.icons.flatMap { icon in icon.files.map { ($0.path, icon.name) } }, uniquingKeysWith: { _, _ in "twice" })
        #expect(owners["moon-dark@2x.png"] == "moon" && owners["star-pressed@2x.png"] == "star")
    }

    @Test("--state adds and changes states; bad ones are usage errors naming the option")
    func commandLine() async throws {
        let out = try TemporaryFolder()
        defer { out.remove() }
        let run = await CLI.run([
            "batch", Fixtures.path("icons"), "-o", out.path, "--no-sheet", "--no-preview", "--no-dark", "--template", "--layout", "android",
            "--item-size", "64x44", "--state", "pressed=#0051A8", "--state", "disabled=normal,opacity=0.38", "--state",
            "badged=255,59,48,glow"
        ])
        #expect(run.status == 0, "\(run.error)")
        let manifest = try #require(BatchManifest.decode(try FileBytes.read(out.file("manifest.json"))))
        let states = Set(manifest.icons[0].files.compactMap(\.state))
        #expect(states == [.normal, .selected, .pressed, .disabled, .custom("badged")])
        #expect(!FileManager.default.fileExists(atPath: out.file("preview.html")))
        #expect(!FileManager.default.fileExists(atPath: out.file("drawable-night-xhdpi")))
        #expect(FileManager.default.fileExists(atPath: out.file("drawable-xhdpi/ic_chat_template.png")))
        // The glow at the item's bottom, below the art (which ends at 37 pt): there only the badged variant has pixels.
        let badged = try ImageDecoder.read(out.file("drawable-xhdpi/ic_chat_badged.png")).image
        let plain = try ImageDecoder.read(out.file("drawable-xhdpi/ic_chat.png")).image
        #expect(badged[64, 84].alpha > 0 && plain[64, 84].alpha == 0)
        let selector = String(decoding: try FileBytes.read(out.file("drawable/ic_chat_state.xml")), as: UTF8.self)
        #expect(selector.contains(#"app:state_badged="true""#))

        for (argument, words) in [
            ("dark=#FF0000", "reserved"), ("Hot=#FF0000", "lowercase"), ("hot=pinkish", "neither a color"),
            ("hot=#FF0000,opacity=3", "opacity must be from 0 to 1")
        ] {
            let refused = await CLI.run(["batch", Fixtures.path("icons"), "-o", out.path, "--state", argument])
            #expect(refused.status == 2 && refused.error.contains(words), "\(argument): \(refused.error)")
        }
    }
}
