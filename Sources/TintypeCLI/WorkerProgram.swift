/// The program the SVG worker processes run: this one, when it is the `tintype` tool (whose
/// `main` serves as a worker when asked, ``Tintype/SVGWorker``). Nil when the command runs inside
/// another program, which then renders SVG in process; tests set it to the built tool.
public enum WorkerProgram {
    /// The executable started as a worker, or nil for none.
    @TaskLocal public static var executable: String?
}
