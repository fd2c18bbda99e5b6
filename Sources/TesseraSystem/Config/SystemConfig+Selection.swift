import TesseraCore
import TesseraEmitters

extension SystemConfig {
    /// This configuration building only the outputs `tessera build --format` chose, in the order
    /// given and each once: the entry of tessera.yml with its options, or the format with its
    /// default options when tessera.yml does not list it. Unchanged when `ids` is empty. The
    /// command has checked that every id is a registered format.
    package func selectingOutputs(_ ids: [String]) -> SystemConfig {
        guard !ids.isEmpty else { return self }
        var seen = Set<String>()
        var copy = self
        copy.outputs = ids.filter { seen.insert($0).inserted }.map { id in
            outputs.first { $0.id == id } ?? Output(id: id, options: JSONObject(), position: nil)
        }
        return copy
    }
}
