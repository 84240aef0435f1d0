// Exercise 18.2 (predict): what late subscribers get. A reference solution.
@testable import RxReading

/// The lines logged with `.whileConnected`: the request completes during A's subscribe, so the
/// connection is over and B runs it again.
let whileConnectedLog: [String] = ["run", "A: next(1)", "A: completed", "run", "B: next(2)", "B: completed"]

/// The lines logged with `.forever`: the one subject replays its element and its completion.
let foreverLog: [String] = ["run", "A: next(1)", "A: completed", "B: next(1)", "B: completed"]
