import ArgumentParser
import Tintype

/// `tintype slice IMAGE --caps H,V -o OUT.png`: the minimal nine-slice.
struct SliceCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "slice",
        abstract: "Cut a rendered image down to its minimal stretchable nine-slice and print its insets.",
        discussion: """
            The result is (2H+1)×(2V+1) pixels: the four corners and the one-pixel lines
            between them. Stretched back to the original size with the printed insets it
            reproduces every pixel outside the stretched lines. Caps are in pixels. An
            output named .9.png gets NinePatch markers instead of printed insets.

            Examples:
              tintype slice cell.png --caps 10,10 -o cell-small.png
              tintype slice cell.png --caps 10,10 -o cell.9.png
            """)

    @Argument(help: "The rendered image.")
    var image: String

    @Option(help: ArgumentHelp("The caps in pixels: horizontal,vertical.", valueName: "h,v"))
    var caps: String

    @Option(name: [.short, .customLong("output")], help: "The PNG (or .9.png) file to write.")
    var output: String

    func parsedCaps() throws -> (Int, Int) {
        let parts = caps.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, parts.allSatisfy({ $0 >= 0 }) else { throw ValidationError("--caps: expected H,V in pixels, got '\(caps)'") }
        return (parts[0], parts[1])
    }

    @OptionGroup(title: "Limits")
    var limits: LimitOptions

    func validate() throws { _ = try parsedCaps() }

    func run() async throws {
        try await reportingFailure {
            let (h, v) = try parsedCaps()
            let slice = NineSlice.minimal(try ImageDecoder.read(image, limits: limits.decodeLimits).image, horizontalCap: h, verticalCap: v)
            if output.lowercased().hasSuffix(".9.png") {
                try PNGEncoder().write(NinePatch(slice).bordered(), to: output)
            } else {
                try PNGEncoder().write(slice.image, to: output)
            }
            Console.print("\(output): \(slice.image.width)×\(slice.image.height), insets \(slice.insets) (top,left,bottom,right)")
        }
    }
}
