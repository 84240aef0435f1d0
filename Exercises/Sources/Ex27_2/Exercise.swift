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

let predictedLog: [String] = []
