/// The version of the Tintype library and tool.
public enum TintypeVersion {
    public static let current = "0.1.0"
}
