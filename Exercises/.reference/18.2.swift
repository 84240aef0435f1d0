// Exercise 18.2 (predict): what late subscribers get. A reference solution.
@testable import RxReading

// Why: `.whileConnected` ends the connection when the source completes, and this request
// completes during A's subscribe, so B finds no connection and runs the request again; `.forever`
// keeps one ReplaySubject, which replays the element and the completion to B without a second run.
// See Chapters/18-Sharing/README.md, sections "The request that runs twice" and "`share`: both
// halves, and a scope".

/// The lines logged with `.whileConnected`: the request completes during A's subscribe, so the
/// connection is over and B runs it again.
let whileConnectedLog: [String] = ["run", "A: next(1)", "A: completed", "run", "B: next(2)", "B: completed"]

/// The lines logged with `.forever`: the one subject replays its element and its completion.
let foreverLog: [String] = ["run", "A: next(1)", "A: completed", "B: next(1)", "B: completed"]
