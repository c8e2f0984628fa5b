/// The program the SVG worker processes run, as `TintypeCommand.run(arguments:capture:workerExecutable:)`
/// was given it: the `tintype` tool's own file, or nil when the command runs inside another program
/// that has no worker mode (SVG is then rendered in process).
enum WorkerProgram {
    /// The executable started as a worker, or nil for none.
    @TaskLocal static var executable: String?
}
