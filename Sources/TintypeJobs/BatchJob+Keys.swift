extension BatchJob {
    /// The keys of a batch job, in the order `tintype batch --help` lists its options.
    package static let fields: [JobFile.Field<BatchJob>] =
        [
            .option(
                .init(
                    name: "icon-folder", kind: .argument, help: "The folder of icon artwork (searched recursively).", required: true,
                    isPath: true)
            ) { $0.iconFolder = $1 },
            .option(
                .init(
                    name: "output", kind: .option, help: "The output folder (created if missing; never scanned as input).", shortName: "o",
                    required: true, isPath: true)
            ) { $0.output = $1 },
            .choice(
                "layout",
                "ios (name.png, name@2x.png, name-selected.png…), xcassets (Icons.xcassets), android (drawable-*dpi folders) or web (PNGs and icons.css).",
                \.layout),
            .parsed(
                .init(
                    name: "scales", kind: .option, list: true,
                    help:
                        "Scales to make, comma separated: 1, 2, 3 (ios, xcassets); 0.75, 1, 1.5, 2, 3, 4 (android). Default: 1,2,3; android: 1,1.5,2,3,4 (mdpi…xxxhdpi).",
                    valueName: "list"), as: "a list of scales (1,2,3)", OptionWords.scales
            ) { $0.scales = $1 },
            .parsed(
                .init(
                    name: "item-size", kind: .option,
                    help:
                        "The tab item in points, WxH, at least the icon box, or 'icon' for the icon box itself. Default: 64x44; android: icon (Material's bottom navigation takes 24 dp icon drawables).",
                    valueName: "size"), as: "WxH or icon", OptionWords.itemSize
            ) { $0.itemSize = $1 },
            .parsed(
                .init(
                    name: "bar-width", kind: .option, help: "The bar background's width, \(NumberRange.length.words).", valueName: "points"),
                as: "a number", OptionWords.number, shown: { NumberText.shortest($0.barWidth) },
                set: { $0.barWidth = $1 }),
            styleField,
            .parsed(
                .init(
                    name: "normal", kind: .option, help: "Override the normal icons' color: \(StraightColor.formats).", valueName: "color"),
                as: OptionWords.color, StraightColor.init(parsing:)
            ) { $0.normal = $1 },
            .parsed(
                .init(name: "selected", kind: .option, help: "Override the selected icons' paint: \(Paint.formats).", valueName: "paint"),
                as: OptionWords.paint, Paint.init(parsing:)
            ) { $0.selected = $1 },
            .repeating(
                .init(
                    name: "state", kind: .option,
                    help: "Add a state or change one, repeatable: \(StyleDefinition.StateChange.formats).", valueName: "state")
            ) { job, words throws(JobFile.Problem) in
                for word in words {
                    guard let change = StyleDefinition.StateChange(parsing: word) else {
                        throw .not("a state: \(StyleDefinition.StateChange.formats)", word, key: "state")
                    }
                    job.states.append(change)
                }
            },
            .flag("no-dark", "Make the light appearance only, even when the style has a dark one.") { $0.noDark = $1 },
            .flag("template", "Also write each icon's template image (black, alpha kept) for apps that tint at run time.") {
                $0.template = $1
            },
            .flag(
                "vector",
                "Write each SVG icon once as a vector the platform tints (xcassets: a template image set and tint-STATE colour sets; android: drawable/ic_NAME.xml and color/tintype_icon_tint.xml; web: NAME.svg masked in icons.css). States it cannot tint stay PNGs."
            ) { $0.vector = $1 },
            .flag("no-preview", "Do not write preview.html.") { $0.noPreview = $1 },
            .flag(
                "rename-clashes",
                "Give icons whose names clash (Star.png and star.png, one file on a case-insensitive disk; my-icon and my_icon on Android) distinct names instead of failing them: the first keeps its name, the others get NAME-2, NAME-3 (each named in a note, and recorded in the manifest with its sources)."
            ) { $0.renameClashes = $1 },
            .choice(
                "mask",
                "Where coverage comes from: alpha; luminance; knockout (alpha with the details that differ from the art's dominant colour knocked out, for colour art); tones (alpha times a tone for each of the picture's few colours, the dominant one whole); auto: knockout for colour art on a filled silhouette, tones for other art of several colours, luminance for opaque art, alpha otherwise. Default: the style's (auto)."
            ) { $0.mask = $1 }
        ] + sizingFields + runFields + InputLimits.fields(\BatchJob.limits)

    /// `style`: a built-in style's name, a style file, or (in a job file) a style document.
    private static let styleField = JobFile.Field<BatchJob>(
        key: .init(
            name: "style", kind: .option, help: "classic, flat, or a style JSON file ('tintype style classic' prints one to start from).",
            valueName: "style", isPath: true, takesDocument: true),
        shown: { job in if case .named(let name) = job.style { name } else { nil } },
        set: { job, value throws(JobFile.Problem) in
            switch value {
            case .document(let document):
                do throws(StyleDefinition.ReadError) { job.style = .inline(try StyleDefinition.parse(document, file: "style")) } catch {
                    throw JobFile.Problem(key: error.key.isEmpty ? "style" : "style.\(error.key)", reason: error.reason)
                }
            case .words: job.style = .named(try value.word(for: "style"))
            }
        })

    /// How art is sized into the icon box.
    private static let sizingFields: [JobFile.Field<BatchJob>] =
        ([
            .parsed(
                .init(
                    name: "icon-size", kind: .option,
                    help:
                        "The icon box in points (dp on Android), N or WxH, each side 1 to 2048, centered in the item. Default: 30 for ios and xcassets, 24 for android, or the style's iconSize.",
                    valueName: "size"), as: "N or WxH", OptionWords.box
            ) { $0.iconSize = $1 },
            .choice(
                "fit",
                "auto: art that fits the box is placed as drawn, larger art and SVGs are trimmed and fitted; always: everything is fitted; none: everything as drawn.",
                valueName: "mode", \.sizing.fit),
            .parsed(
                .init(
                    name: "padding", kind: .option,
                    help:
                        "Space kept free inside the box on every side: points (2) or a percentage of the box (10%), less than half the box. "
                        + "Default: none, but 2 on Android around art fitted alone (Material's live area).",
                    valueName: "padding"), as: "points (2) or a percentage (10%)", OptionWords.padding
            ) { $0.sizing.padding = $1 },
            .choice(
                "center", "box: the art's bounds centered in the box; optical: its visual weight (alpha centroid) centered.",
                valueName: "mode", \.sizing.centering),
            .flag("no-trim", "Fit the art with its canvas as drawn, transparent border included.") { $0.sizing.trim = !$1 },
            .choice(
                "families",
                "auto: masters sharing one canvas of up to 256 units a side (one SVG viewBox, or one pixel size at one scale) are sized as a family, each canvas fitted whole at one scale factor, so that stroke weights and relative sizes survive; always: any shared canvas; never: every master trimmed and fitted alone.",
                valueName: "mode", \.sizing.families),
            .choice(
                "small-art",
                "Raster art with fewer pixels than a scale needs — enlarge: enlarged (bicubic) so that the icon is one size at every scale; omit: that scale is left out and the platform scales a lower one. Either way a warning names it.",
                valueName: "mode", \.sizing.smallArt),
            legacyUpscale
        ] as [JobFile.Field<BatchJob>]).map { $0.grouped("Sizing") }

    /// `allow-upscale`, from scripts written before `small-art`: enlarging is now the default.
    private static let legacyUpscale: JobFile.Field<BatchJob> = {
        var field = JobFile.Field<BatchJob>.flag("allow-upscale", "Enlarge small art (now the default: small-art enlarge).") {
            if $1 { $0.sizing.smallArt = .enlarge }
        }
        field.key.hidden = true
        return field
    }()

    /// What the run writes and how it reports.
    private static let runFields: [JobFile.Field<BatchJob>] = [
        .flag("dry-run", "List what would be written, and write nothing.") { $0.dryRun = $1 },
        .parsed(
            .init(name: "jobs", kind: .option, help: "Icons processed at once, 1 to 256. Default: one per core.", valueName: "n"),
            as: "a whole number", OptionWords.integer
        ) { $0.jobs = $1 },
        .flag("no-sheet", "Do not make contact-sheet.png.") { $0.noSheet = $1 },
        .choice("compression", "PNG compression: fast, default or smallest.", \.compression),
        .flag("strict", "Fail (exit 1) when the batch gives any warning, as a CI check: nothing that would look wrong passes in silence.") {
            $0.strict = $1
        },
        .flag("json", "Print a JSON summary on standard output.") { $0.json = $1 }
    ]
}
