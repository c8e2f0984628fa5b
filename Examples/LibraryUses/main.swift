import Tintype

// The library's four uses, each in a few lines; run from the repository's root.
let folder = CommandLine.arguments.dropFirst().first ?? "."
do {
    // 1. One SVG sized as `tintype batch` sizes it: trimmed, fitted into the 30 pt icon box,
    //    centred in a 64×44 pt tab item, at 3×, in the flat style's selected colour.
    //    What Tintype's own renderer does not draw goes to librsvg: here, in this process.
    let heart = try SourceArt.read("Fixtures/svg/heart.svg", rendering: .inProcess)
    let master = try ArtMaster(heart, maskSource: .auto, trim: true, file: "heart.svg")
    let item = PointSize(width: 64, height: 44).pixels(at: 3)
    let placed = try master.placed(IconSizing(box: PointSize(square: 30)), scale: 3, canvas: item, file: "heart.svg")
    try PNGEncoder().write(placed.tinted(StyleDefinition.flat.selected), to: folder + "/heart-selected@3x.png")

    // 2. A folder of icons, every state at every scale, as an asset catalog.
    var options = BatchOptions(input: "Fixtures/icons", output: folder + "/Generated")
    options.layout = .xcassets
    let summary = try Batch.run(options)
    print("\(summary.filesWritten) files written, \(summary.failed) failed")

    // 3. The app icons of a master for every platform, written and checked.
    var run = AppIconRun(source: "Fixtures/svg/heart.svg", output: folder + "/AppIcons")
    run.design.background = .solid(StraightColor(red: 232, green: 65, blue: 60))
    run.backgroundChosen = true
    let passed = try run.run { event in if case .warning(let warning) = event { print("warning: \(warning)") } }
    print(passed ? "app icons made and checked" : "app icons failed their check")

    // 4. A project's job file, checked whole before anything runs, each job run as `tintype run` runs it.
    for job in try JobFile("Fixtures/jobs/tintype.json", into: folder + "/Jobs").jobs {
        let outcome = try job.run()
        print("\(job.keyPath) \(job.command) → \(job.output): \(job.succeeded(outcome) ? "done" : "failed")")
    }
} catch {
    print("error: \(error)")
}
