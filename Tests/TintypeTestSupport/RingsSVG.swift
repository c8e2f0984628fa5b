import Foundation

/// A full-canvas SVG with as many path numbers as a background traced from a photo holds (Bike Index's
/// Pride icon: 75,090): 67 concentric rings of 570 points each (1,140 numbers a path, 76,380 in all),
/// blue and yellow in turn from the outside (radius 500 of 1,024, each 7 smaller), the innermost blue.
package enum RingsSVG {
    /// The numbers its paths hold.
    package static let pathNumbers = 67 * 1_140

    /// The document; `masked` draws the rings through a white mask, which Tintype's own renderer does not draw.
    package static func document(masked: Bool = false) -> [UInt8] {
        var body = ""
        for ring in 0..<67 {
            let radius = 500.0 - Double(ring) * 7
            let points = (0..<570).map { index -> String in
                let angle = Double(index) / 570 * 2 * Double.pi
                return String(format: "%.2f %.2f", 512 + radius * cos(angle), 512 + radius * sin(angle))
            }
            body += "<path fill=\"#\(ring % 2 == 0 ? "204080" : "e0c040")\" d=\"M\(points.joined(separator: " L"))Z\"/>"
        }
        if masked {
            body =
                #"<defs><mask id="m"><rect width="1024" height="1024" fill="white"/></mask></defs><g mask="url(#m)">"# + body + "</g>"
        }
        return Array((#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1024 1024">"# + body + "</svg>").utf8)
    }
}
