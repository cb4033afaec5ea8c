/// The app's one type, so the target has something to compile.
public enum App {
    public static let name = "BinaryPluginPackage"
}
