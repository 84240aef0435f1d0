// Exercise 12.3 (predict): hot and cold, drawn as marble lines.
// Practises chapter 12, "Virtual time": hot and cold test observables, and `start` with a
// subscription time of its own (the marble diagrams hot-cold and start-times).
//
// A marble line takes one column per frame of 10 ticks. An observer's line starts at tick 200,
// whatever time the test subscribes at; a hot source's `^` is tick 200 too; a cold source's
// line starts when it is subscribed. The checks run, each on a TestScheduler of its own:
//
//     let hot = try scheduler.createHotObservable("-a--^-b--c--|", values: values)
//     let recordedHot = scheduler.start(created: 100, subscribed: 230, disposed: 1000) { hot.asObservable() }
//
//     let cold = try scheduler.createColdObservable("-a--b|", values: values)
//     let recordedCold = scheduler.start(created: 100, subscribed: 230, disposed: 1000) { cold.asObservable() }
//
// with values a = 1, b = 2, c = 3. Write each observer's history as a marble line (first column
// tick 200): `-` a frame with nothing, a key for an element, `|` completed.
//
// Check it: swift run rxbook check 12.3     Stuck? swift run rxbook hint 12.3

// Why: a hot source plays its events at their own times whether anyone listens, so subscribing
// at 230 misses b (220) and records c at 250 and the end at 280; a cold source starts its line
// at each subscription, so its a (+10) and b (+40) and end (+50) land at 240, 270 and 280.
// See Chapters/12-VirtualTime/README.md, section "Writing your own virtual-time test".
/// What the hot source's observer records, as a marble line.
let predictedHot = "-----c--|"

/// What the cold source's observer records, as a marble line.
let predictedCold = "----a--b|"
