extension Dictionary {
    /// The value for `key`, after storing `value` there when there was none: one hash lookup
    /// where a lookup and then an insert take two (rules key tens of thousands of tokens).
    mutating func value(for key: Key, insertingIfAbsent value: @autoclosure () -> Value) -> Value {
        Self.read(&self[key, default: value()])
    }

    private static func read(_ value: inout Value) -> Value { value }
}
