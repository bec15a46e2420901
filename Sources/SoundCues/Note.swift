/// One stretch of a cue: a tone that holds or glides from one pitch to another, or a rest.
struct Note: Sendable {
    var startHertz: Double
    var endHertz: Double
    var milliseconds: Int
    /// The loudest the note gets, as a fraction of full scale; 0 is a rest.
    var level: Double
    var timbre: Timbre

    /// A tone at one pitch.
    static func tone(
        _ hertz: Double, _ milliseconds: Int, level: Double = 0.4, timbre: Timbre = .soft
    ) -> Note {
        Note(startHertz: hertz, endHertz: hertz, milliseconds: milliseconds, level: level, timbre: timbre)
    }

    /// A tone whose pitch slides evenly from one frequency to another.
    static func glide(
        from start: Double, to end: Double, _ milliseconds: Int, level: Double = 0.4, timbre: Timbre = .soft
    ) -> Note {
        Note(startHertz: start, endHertz: end, milliseconds: milliseconds, level: level, timbre: timbre)
    }

    /// Silence between notes, so repeated notes are heard as two.
    static func rest(_ milliseconds: Int) -> Note {
        Note(startHertz: 0, endHertz: 0, milliseconds: milliseconds, level: 0, timbre: .soft)
    }
}
