// Exercise 18.2 (predict): what late subscribers get.
// Practises chapter 18, section "`share`: both halves, and a scope".
//
// The checks run this script twice, with `scope` = .whileConnected, then .forever. `request` is
// an `Observable.create` that logs "run" each time it is subscribed, then sends the number of
// that run and completes at once:
//
//     let shared = request.share(replay: 1, scope: scope)
//     shared.subscribe { log("A: \($0)") }       // $0 is the event: "next(1)", "completed"
//     shared.subscribe { log("B: \($0)") }
//
// Write down every line logged, in order, for each scope ("run", "A: next(1)", ...).
// Work it out from ShareReplayScope.swift and Multicast.swift.
//
// Check it: swift run rxbook check 18.2     Stuck? swift run rxbook hint 18.2
@testable import RxReading

/// The lines logged with `.whileConnected`.
let whileConnectedLog: [String] = []

/// The lines logged with `.forever`.
let foreverLog: [String] = []
