import TesseraCore

/// One token as each platform context resolves it, in the contexts' order.
struct SyncSubject {
    struct Value {
        var context: String
        var token: Token?
        var set: ResolvedTokenSet
    }

    var path: TokenPath
    var modifier: String
    var values: [Value]

    func label(_ value: Value) -> String { "\(modifier)=\(value.context)" }

    /// What breaks `relation`, where to report it (the token whose value strays from the first
    /// platform's, else the first present) and notes; nil when the values keep it.
    func problem(_ relation: SyncRelation, springs: inout SpringFormCache) -> Finding? {
        let present = values.filter { $0.token != nil }
        guard let first = present.first, let firstToken = first.token else { return nil }
        if let missing = values.first(where: { $0.token == nil }) {
            return finding(
                "'\(path)' has no value when \(label(missing)), but has one when \(label(first)) (\(relation.meaning)); define it for \(label(missing))",
                at: firstToken, others: [])
        }
        if let other = present.first(where: { $0.token!.type != firstToken.type }) {
            return finding(
                "'\(path)' is a \(firstToken.type.rawValue) token when \(label(first)) but a \(other.token!.type.rawValue) token when \(label(other)) (\(relation.meaning)); give it one type",
                at: other.token!, others: [first])
        }
        switch relation {
        case .platformAppropriate:
            return nil
        case .equivalent:
            let materials = present.map { SyncValueText.material(of: $0.token!, in: $0.set) }
            guard let index = materials.indices.first(where: { materials[$0] != materials[0] }) else { return nil }
            let shown = { (name: String?) in name.map { ".\($0)" } ?? "no material" }
            return finding(
                "'\(path)' stands for \(shown(materials[0])) when \(label(first)) but \(shown(materials[index])) when \(label(present[index])) (\(relation.meaning)); name one material",
                at: present[index].token!, others: [first])
        case .matched:
            if let mismatch = springMismatch(present, springs: &springs) { return mismatch }
            return unequal(present, relation)
        case .synced:
            return unequal(present, relation)
        }
    }

    /// The first value that differs from the first platform's, compared as `synced` compares.
    private func unequal(_ present: [Value], _ relation: SyncRelation) -> Finding? {
        let shown = present.map { SyncValueText.comparable($0.token!, in: $0.set) }
        guard let index = shown.indices.first(where: { shown[$0] != shown[0] }) else { return nil }
        return finding(
            "'\(path)' differs between platforms: \(shown[0]) when \(label(present[0])), \(shown[index]) when \(label(present[index])) (\(relation.meaning)); make them equal",
            at: present[index].token!, others: [present[0]])
    }

    /// Springs on every platform whose emitted forms do not all settle within 1 ms of the first
    /// platform's spring as SwiftUI runs it (the reference each web form is made to follow); or a
    /// spring on one platform and none on another.
    private func springMismatch(_ present: [Value], springs cache: inout SpringFormCache) -> Finding? {
        let springs = present.map { $0.set.spring(of: $0.token!) }
        guard springs.contains(where: { $0 != nil }) else { return nil }
        if let index = springs.firstIndex(where: { $0 == nil }) {
            let spring = present[springs.firstIndex { $0 != nil }!]
            return finding(
                "'\(path)' is a spring when \(label(spring)) but \(SyncValueText.comparable(present[index].token!, in: present[index].set)) when \(label(present[index])) (\(SyncRelation.matched.meaning)); make it a spring on every platform",
                at: present[index].token!, others: [spring])
        }
        var forms: [(value: Value, form: SpringForms.Form)] = []
        for (value, spring) in zip(present, springs) {
            forms += cache.forms(of: spring!).forms.map { (value, $0) }
        }
        let reference = forms[0]
        let furthest = forms.max { abs($0.form.seconds - reference.form.seconds) < abs($1.form.seconds - reference.form.seconds) }!
        let apart = abs(furthest.form.seconds - reference.form.seconds)
        guard apart > 0.001 else { return nil }
        let time = { (seconds: Double) in seconds.isFinite ? RuleFormat.fixed(seconds * 1000, 1) + " ms" : "never" }
        let fix = Set(springs.compactMap { $0 }).count == 1
            ? "every platform has the same spring, but its \(furthest.form.name) form cannot follow it; choose another response or dampingFraction"
            : "give every platform the same response and dampingFraction"
        return finding(
            "'\(path)' settles in \(time(reference.form.seconds)) as \(reference.form.name) when \(label(reference.value)) but in \(time(furthest.form.seconds)) as \(furthest.form.name) when \(label(furthest.value)), \(time(apart)) apart (\(SyncRelation.matched.meaning)); \(fix)",
            at: furthest.value.token!, others: [reference.value])
    }

    private func finding(_ message: String, at token: Token, others: [Value]) -> Finding {
        var finding = Finding(message, at: token.position, tokens: [path])
        for other in others where other.token?.position != token.position {
            finding.notes.append(Finding.Note("the value when \(label(other))", at: other.token?.position))
        }
        return finding
    }
}
