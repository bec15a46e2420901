// The game core's speed: rounds judged and recorded per second, in a tight loop through the
// same `Game.apply` the game uses, with the seeded generator. Prints the median of five runs.
// Benchmarks/run compiles this against Sources/GameCore; it is not part of the app.
import GameCore
import Glibc

let rounds = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 1_000_000 : 1_000_000
let moves: [Move] = [.rock, .paper, .scissors]

func seconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

var rates: [Double] = []
for _ in 0..<5 {
    var game = Game()
    var random = SplitMix64(seed: 1)
    var events = 0
    let start = seconds()
    for round in 0..<rounds {
        events &+= game.apply(.play(moves[round % 3]), using: &random).count
    }
    let elapsed = seconds() - start
    // Checking the result keeps the optimizer from dropping the loop.
    guard game.tally.rounds == rounds, events >= 2 * rounds else {
        print("core-speed: the game recorded \(game.tally.rounds) of \(rounds) rounds")
        exit(1)
    }
    rates.append(Double(rounds) / elapsed)
}
print(rates.sorted()[rates.count / 2])
