extension ResolverDocument {
    /// Whether a root object is a resolver document, whatever the file is called: it has a
    /// `resolutionOrder`, or a string `version` beside nothing but resolver members. A token file
    /// has neither (its root members are groups and tokens, objects), so the test is exact in
    /// practice, and one that half-passes is better reported by the resolver's own checks.
    public static func recognizes(_ root: JSONObject) -> Bool {
        if root["resolutionOrder"] != nil { return true }
        guard root["version"]?.string != nil else { return false }
        return root.members.allSatisfy { ResolverBuilder.rootKeys.contains($0.key) }
    }
}
