/// The one place Tessera's version is written: `tessera --version` prints it, and a release is
/// tagged with it (Documentation/Development.md, "Cutting a release"). Semantic versioning: the
/// command line, `tessera.yml` and the outputs' shape are the public interface.
public enum TesseraVersion {
    public static let current = "0.1.0"
}
