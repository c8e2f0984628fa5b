extension Batch {
    /// A family whose grid falls between pixels at some scales in the chosen icon box, and the box
    /// nearby that puts it on whole pixels at every scale (SPEC §9.6): 24-unit icons in a 30 pt box
    /// have soft edges at every scale, in a 24 pt box crisp ones.
    public struct CrispBox: Hashable, Sendable, Encodable {
        /// The scales at which the family's grid units are not whole pixels.
        public var softScales: [Double]
        /// The nearest square icon box, in points, within a quarter of the chosen one, that puts every unit
        /// on whole pixels at every scale of the run.
        public var box: Double
    }
}

extension BatchPlan {
    /// For each family (SPEC §9.6) whose grid falls between pixels at some scale, the box nearby that
    /// would put it on whole pixels at every scale; families already crisp, or with no such box within
    /// a quarter of the chosen one (or a box that is not square), are left out.
    static func crispBoxes(_ jobs: [IconJob], context: BatchContext) -> [String: Batch.CrispBox] {
        guard let judging = context.judgingScale else { return [:] }
        var boxes = [String: Batch.CrispBox]()
        var seen = Set<String>()
        for job in jobs where job.clash == nil {
            // Judged on the family's own canvas, not an off-grid icon placed on it.
            guard let family = job.family, !job.offGrid, seen.insert(family).inserted, let canvas = job.plan.masterCanvas(at: judging)
            else { continue }
            let grid = job.familyGrid ?? PointSize(width: 1, height: 1)
            let frame = (width: canvas.width * grid.width, height: canvas.height * grid.height)
            let sizing = context.sizing(family: family, grid: job.familyGrid)
            func crisp(_ sizing: IconSizing) -> Bool {
                context.scales.allSatisfy { ArtMaster.landsOnWholePixels(frame, sizing: sizing, scale: $0) }
            }
            let soft = context.scales.filter { !ArtMaster.landsOnWholePixels(frame, sizing: sizing, scale: $0) }
            guard !soft.isEmpty, sizing.box.width == sizing.box.height, sizing.box.width >= 1 else { continue }
            let chosen = sizing.box.width.rounded()
            // Nearest first: one unit smaller, one larger, two smaller…
            search: for step in 1...max(1, Int(chosen / 4)) {
                let distance = Double(step)
                for candidate in [chosen - distance, chosen + distance] where candidate >= 1 {
                    var nearby = sizing
                    nearby.box = PointSize(width: candidate, height: candidate)
                    if crisp(nearby) {
                        boxes[family] = Batch.CrispBox(softScales: soft, box: candidate)
                        break search
                    }
                }
            }
        }
        return boxes
    }
}
