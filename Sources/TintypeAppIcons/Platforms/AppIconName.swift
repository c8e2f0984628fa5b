/// The names an app's icon files take from the app's name (`--name`, or the master's file
/// name): each platform names its files by the rules of its own format.
package struct AppIconName: Hashable, Sendable {
    /// The name as given: `org.example.Heart`, `heart`.
    package var given: String

    /// A name.
    package init(_ given: String) { self.given = given }

    /// The name as an Android resource name (`org_example_heart`): lowercase letters, digits and `_`.
    package var resource: String { AndroidResourceName.of(given) }

    /// The name as a file name, for platforms that look an icon up by the app's own name (a
    /// freedesktop icon theme, where it is the `Icon=` of the app's `.desktop` file, usually its
    /// reverse-DNS app ID): the name as given, with a `/`, a control character or a leading `.`
    /// (which would hide the file, or put it in another folder) made `_`; `app` when empty.
    package var file: String {
        let safe = String(
            given.map { $0 == "/" || $0 == "\\" || $0.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } ? "_" : $0 })
        guard !safe.isEmpty else { return "app" }
        return safe.hasPrefix(".") ? "_" + safe.dropFirst() : safe
    }
}
