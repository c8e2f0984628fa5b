import Testing

/// One row of `Fixtures/pngsuite/EXPECTED.tsv`.
package struct PngSuiteEntry: CustomTestStringConvertible, Sendable {
    package var file: String
    package var mustDecode: Bool
    package var width: Int
    package var height: Int
    package var colorType: Int
    package var bitDepth: Int
    package var interlaced: Bool

    package var testDescription: String { file }

    package static let all: [PngSuiteEntry] = {
        let text = String(decoding: (try? Fixtures.bytes("pngsuite/EXPECTED.tsv")) ?? [], as: UTF8.self)
        return text.split(separator: "\n").dropFirst().map { line in
            let fields = line.split(separator: "\t").map(String.init)
            return PngSuiteEntry(
                file: fields[0], mustDecode: fields[1] == "decode", width: Int(fields[2])!, height: Int(fields[3])!,
                colorType: Int(fields[4])!, bitDepth: Int(fields[5])!, interlaced: fields[6] == "1")
        }
    }()

    package static var valid: [PngSuiteEntry] { all.filter(\.mustDecode) }
    package static var corrupt: [PngSuiteEntry] { all.filter { !$0.mustDecode } }
}
