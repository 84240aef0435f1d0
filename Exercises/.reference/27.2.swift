// Exercise 27.2 (predict): the requests a typist makes.
// Practises chapter 27, section "Three bugs, and the line that prevents each".
//
// The search screen's chain, on a test clock whose tick is a millisecond:
//
//     typed.asDriver(onErrorJustReturn: "")
//         .debounce(.milliseconds(300))
//         .map { $0.trimmingCharacters(in: .whitespaces) }
//         .distinctUntilChanged()
//         .flatMapLatest { text in
//             client.search(text).asObservable().catchAndReturn([]).asDriver(onErrorJustReturn: [])
//         }
//
// The client answers every request 500 ms after it is made and logs "GET q" when a request is
// made, "200 q" when it answers, and "cancelled q" when a request is disposed before it answers.
// The user types (each line is the whole text of the field at that moment):
//
//        100 ms  "s"
//        200 ms  "sw"
//        600 ms  "swi"
//        650 ms  "swift"
//       1500 ms  "swift "
//       1600 ms  "rx"
//       1700 ms  "swift"
//       2500 ms  "rx"
//
// Predict the client's log, line by line, as it writes it ("GET sw").
//
// Check it: swift run rxbook check 27.2     Stuck? swift run rxbook hint 27.2

// Why: `debounce` sends a text only once the field has rested 300 ms, so "s" is overtaken by "sw",
// which is searched at 500 ms; "swi" is overtaken by "swift", searched at 950 ms, and
// `flatMapLatest` disposes the request for "sw" (due at 1000 ms) before it subscribes the new one.
// "swift" answers at 1450 ms. "swift ", "rx" and "swift" come within 300 ms of each other, so only
// "swift" is sent at 2000 ms, and trimmed it equals the last query: `distinctUntilChanged` drops
// it, and nothing is asked. "rx" at 2500 ms is searched at 2800 ms and answers at 3300 ms. See
// Chapters/27-TheCapstone/README.md, section "Three bugs, and the line that prevents each".

let predictedLog: [String] = ["GET sw", "cancelled sw", "GET swift", "200 swift", "GET rx", "200 rx"]
