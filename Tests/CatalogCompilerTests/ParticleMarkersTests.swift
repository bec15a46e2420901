@testable import Catalog
@testable import CatalogCompiler
import Testing

/// The build refuses a bare particle and asks for a marker; the runtime must resolve exactly the
/// markers the build asks for. The two lists live apart (the generator cannot use the module it
/// generates), so this keeps them in step.
@Suite struct ParticleMarkersTests {
    @Test func theBuildAndTheRuntimeKnowTheSameMarkers() {
        #expect(Set(KoreanParticles.markers) == Set(Josa.markers.map(\.marker)))
        #expect(Set(KoreanParticles.bareParticles.values).isSubset(of: Set(Josa.markers.map(\.marker))))
    }
}
