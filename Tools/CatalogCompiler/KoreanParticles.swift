import Languages

/// A particle written right after a placeholder must be the two-form marker (`이(가)`) in a
/// language whose particles agree with the word before them, because only the runtime knows
/// whether the word that fills the slot ends in a consonant.
enum KoreanParticles {
    /// The marker to use instead, when `template` puts a bare particle right after a placeholder.
    static func misuse(in template: String) -> (found: String, use: String)? {
        var pieces = TemplateSyntax.pieces(of: template)
        while let piece = pieces.next() {
            guard case .slot = piece,
                let bare = Josa.markerForParticle.first(where: { pieces.rest.hasPrefix($0.particle) })
            else { continue }
            if !Josa.markers.contains(where: { pieces.rest.hasPrefix($0.marker) }) {
                return (bare.particle, bare.marker)
            }
        }
        return nil
    }
}
