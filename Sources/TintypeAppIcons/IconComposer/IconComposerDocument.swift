import TintypeSupport

/// An Icon Composer document, `NAME.icon/icon.json`, as the format writes it (SPEC §11.15): the
/// background fill, and groups of image layers front to back, every property with the
/// specializations that override it for an appearance (`dark`, `tinted`) or an idiom. It is
/// the one model of the format: ``IconComposerBundle`` draws from it, `tintype check` checks
/// it, and `--platform icon` writes it (``bytes``). Reading it (``init(json:file:)``) refuses
/// what no design holds: non-finite or absurd numbers, and more groups, layers or
/// specializations than ``Limits`` allows.
package struct IconComposerDocument: Sendable, Equatable {
    /// The background: a paint or `none`, per appearance.
    package var fill = Specialized<Fill>()
    /// The groups, front to back.
    package var groups: [Group] = []
    /// `supported-platforms`: the shapes the icon is made for, when the document says.
    package var supportedPlatforms: SupportedPlatforms?
    /// `color-space-for-untagged-svg-colors`: the colour space an SVG layer's colours are in, when the
    /// document says (Icon Composer writes `display-p3`); SVG's own is sRGB.
    package var untaggedSVGColorSpace: String?

    /// An empty document: no fill, no groups.
    package init() {}

    /// A value with its specializations: `base` is the key's own value (nil when the key is
    /// absent), `specializations` the entries of `KEY-specializations`, in the document's order.
    package struct Specialized<Value: Sendable & Equatable>: Sendable, Equatable {
        /// The key's own value.
        package var base: Value?
        /// The overrides, each for an appearance, an idiom or both.
        package var specializations: [Specialization<Value>] = []

        /// A value with no overrides.
        package init(_ base: Value? = nil) { self.base = base }

        /// The value `appearance` shows (nil: the default, light appearance) on any idiom: the
        /// entry for exactly that appearance and no idiom, else (for the default) an entry
        /// naming `light`, else the entry naming no appearance (Icon Composer writes a property's
        /// value for all appearances so, beside its overrides), else ``base`` (a dark or tinted icon
        /// keeps what it does not override).
        /// An entry whose value is null (Icon Composer's way of leaving the property unset there)
        /// gives nil: the property's default, not ``base``.
        package func value(appearance: String? = nil) -> Value? {
            if let entry = entry(appearance: appearance) { return entry.value }
            if let all = specializations.first(where: { $0.idiom == nil && $0.appearance == nil }) { return all.value }
            return base
        }

        /// The entry for exactly `appearance` (nil or `light`: the default one, named `light`) and no idiom;
        /// nil when there is none. The entry naming no appearance is every appearance's, not the default's
        /// own: Bike Index's Pride layer names one picture for all appearances and another for `light`, and
        /// Apple's light render draws the `light` one.
        package func specialized(appearance: String?) -> Value? { entry(appearance: appearance)?.value ?? nil }

        /// The entry for exactly `appearance` (nil or `light`: the default one) and no idiom.
        private func entry(appearance: String?) -> Specialization<Value>? {
            let wanted = appearance ?? "light"
            return specializations.first { $0.idiom == nil && $0.appearance == wanted }
        }
    }

    /// One override of a property.
    package struct Specialization<Value: Sendable & Equatable>: Sendable, Equatable {
        /// `light`, `dark` or `tinted`; nil for all.
        package var appearance: String?
        /// A platform's idiom (`square`, `macOS`, `watchOS`…); nil for all.
        package var idiom: String?
        /// The value there; nil where the document gives null (the property left unset there).
        package var value: Value?

        /// An override of `value` for `appearance` and `idiom`.
        package init(appearance: String? = nil, idiom: String? = nil, value: Value?) {
            self.appearance = appearance
            self.idiom = idiom
            self.value = value
        }
    }

    /// A paint, as a document's or a layer's `fill`.
    package enum Fill: Sendable, Equatable {
        /// `"none"`: nothing (a layer keeps its image's own colours).
        case none
        /// `"automatic"`: the system's choice.
        case automatic
        /// `"system-light"`, the light system background.
        case systemLight
        /// `"system-dark"`, the dark system background.
        case systemDark
        /// `{"solid": COLOUR}`.
        case solid(String)
        /// `{"automatic-gradient": COLOUR}`: a gradient the system derives from one colour.
        case automaticGradient(String)
        /// `{"linear-gradient": [COLOUR…], "orientation": {"start": {x, y}, "stop": {x, y}}}`,
        /// in unit coordinates of the shape's box (y down).
        case linearGradient([String], start: VectorPath.Point?, stop: VectorPath.Point?)
    }

    /// A `position`: a scale on the content's own size, and its centre's offset from the canvas's centre.
    package struct Position: Sendable, Equatable {
        /// The factor on the content's size.
        package var scale: Double
        /// The offset, in points (y down).
        package var translation: VectorPath.Point

        /// A position of `scale` and `translation`.
        package init(scale: Double = 1, translation: VectorPath.Point = VectorPath.Point(x: 0, y: 0)) {
            self.scale = scale
            self.translation = translation
        }
    }

    /// A group's `shadow`.
    package struct Shadow: Sendable, Equatable {
        /// `none`, `neutral` or `layer-color`.
        package var kind: String
        /// From 0 to 1.
        package var opacity: Double

        /// A shadow of `kind` at `opacity`.
        package init(kind: String, opacity: Double) {
            self.kind = kind
            self.opacity = opacity
        }
    }

    /// A group's `translucency`.
    package struct Translucency: Sendable, Equatable {
        /// Whether the group lets what lies beneath show through.
        package var enabled: Bool
        /// How much, from 0 to 1.
        package var value: Double

        /// Translucency `enabled` at `value`.
        package init(enabled: Bool, value: Double) {
            self.enabled = enabled
            self.value = value
        }
    }

    /// One image layer.
    package struct Layer: Sendable, Equatable {
        /// The layer's name, when it has one.
        package var name: String?
        /// The file in `Assets/` it draws, per appearance.
        package var imageName = Specialized<String>()
        /// Whether it is hidden.
        package var hidden = Specialized<Bool>()
        /// Whether it is Liquid Glass.
        package var glass = Specialized<Bool>()
        /// Its blend mode (`normal`, `multiply`…).
        package var blendMode = Specialized<String>()
        /// From 0 to 1.
        package var opacity = Specialized<Double>()
        /// The paint that recolours its image's shape.
        package var fill = Specialized<Fill>()
        /// Where it sits in its group.
        package var position = Specialized<Position>()

        /// A layer drawing `image`, named `name`.
        package init(name: String? = nil, image: String? = nil) {
            self.name = name
            imageName = Specialized(image)
        }
    }

    /// A group of layers, placed and lit together.
    package struct Group: Sendable, Equatable {
        /// The group's name, when it has one.
        package var name: String?
        /// Its layers, front to back.
        package var layers: [Layer] = []
        /// Whether it is hidden.
        package var hidden = Specialized<Bool>()
        /// Its blend mode.
        package var blendMode = Specialized<String>()
        /// From 0 to 1.
        package var opacity = Specialized<Double>()
        /// Whether its glass has a specular highlight.
        package var specular = Specialized<Bool>()
        /// Its shadow.
        package var shadow = Specialized<Shadow>()
        /// Its translucency.
        package var translucency = Specialized<Translucency>()
        /// The blur of the material beneath it, from 0 to 1.
        package var blurMaterial = Specialized<Double>()
        /// `individual` or `combined`: whether its layers are lit one by one.
        package var lighting = Specialized<String>()
        /// Where it sits on the canvas.
        package var position = Specialized<Position>()

        /// A group of `layers`, named `name`.
        package init(name: String? = nil, layers: [Layer] = []) {
            self.name = name
            self.layers = layers
        }
    }

    /// `supported-platforms`: `circles` (a list of platforms, `watchOS`) and `squares` (`shared`, or a list).
    package struct SupportedPlatforms: Sendable, Equatable {
        /// The platforms drawn in a circle.
        package var circles: [String]?
        /// `shared` for every square platform, or a list of them.
        package var squares: Squares?

        /// The platforms of `circles` and `squares`.
        package init(circles: [String]?, squares: Squares?) {
            self.circles = circles
            self.squares = squares
        }

        /// The square platforms: all of them or a list.
        package enum Squares: Sendable, Equatable {
            /// `"shared"`: every square platform.
            case shared
            /// The named platforms.
            case platforms([String])
        }
    }

    /// How much a document may hold: far more than any design (Icon Composer's own documents
    /// have a few groups of a few layers), far less than makes reading or drawing it costly.
    package struct Limits: Sendable {
        /// Groups in a document.
        package var groups = 64
        /// Layers in all groups together.
        package var layers = 256
        /// Entries in one `KEY-specializations` list.
        package var specializations = 32
        /// The largest `scale` of a position.
        package var scale = 1_000.0
        /// The largest offset of a position, in points either way.
        package var translation = 100_000.0

        /// The limits above.
        package init() {}
    }

    /// Every file name the document's layers draw from `Assets/`, base and specialized, each
    /// once, in the order they first appear.
    package var imageNames: [String] {
        var seen = Set<String>()
        var names: [String] = []
        for layer in groups.lazy.flatMap(\.layers) {
            for name in [layer.imageName.base].compactMap({ $0 }) + layer.imageName.specializations.compactMap(\.value)
            where seen.insert(name).inserted {
                names.append(name)
            }
        }
        return names
    }
}

extension IconComposerDocument {
    /// True when `name` can only name a file directly in `Assets/`: not empty, no `/`, not `.` or `..`.
    package static func isAssetName(_ name: String) -> Bool {
        !name.isEmpty && !name.contains("/") && name != "." && name != ".."
    }
}
