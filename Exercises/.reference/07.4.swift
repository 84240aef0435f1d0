// Exercise 07.4 (predict): a chain, drawn as a marble line.
// Practises chapter 07, "From points to a line": map, filter and take keep their source's frames
// or end the line early (the marble diagrams of map, filter and take).
//
// The checks run this chain on a TestScheduler, whose marble lines take one column per frame of
// 10 ticks, the first column at tick 200, where `start()` subscribes:
//
//     let source = try scheduler.createColdObservable("-1-2-3-4-5-|", values: digits)
//     let observer = scheduler.start {
//         source.filter { $0 % 2 == 1 }.map { $0 * 10 }.take(2)
//     }
//
// Write what the observer records as a marble line: `-` a frame with nothing, a key for an
// element (a = 10, b = 30, c = 50, d = 20, e = 40), `|` completed, and `(xy)` for events in the
// same frame (the group's characters take a frame each, as in RxJS). `swift run rxbook marbles
// take` and `swift run rxbook marbles filter` show the notation at work.
//
// Check it: swift run rxbook check 07.4     Stuck? swift run rxbook hint 07.4

// Why: filter keeps 1, 3 and 5 in the frames they arrived in (1, 5, 9) and leaves the others
// empty; map changes 1 to 10 and 3 to 30 without moving them; take(2) sends its second element
// and completes in the same frame, 5, so the line ends on the group (b|) and 5 never arrives.
// See Chapters/07-FromPointsToALine/README.md, section "State per subscription: `take`".
/// What the observer records, as a marble line, for example "-a-b-|".
let prediction = "-a---(b|)"
