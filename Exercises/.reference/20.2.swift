// Exercise 20.2 (predict): debounce and throttle on one source. Reference solution.
// Practises chapter 20, sections "debounce" and "throttle": when each sends, and what each does
// with the element that waits when the source completes.
//
// The source, on virtual time (one column is 10 ticks, the first is tick 200), is
//
//     -12---3-45--6|
//
// Write the marble line each of these sends, one column a frame, `(..)` for events in one frame:
//
//     source.debounce(.seconds(20), scheduler: scheduler)
//     source.throttle(.seconds(20), scheduler: scheduler)
//     source.throttle(.seconds(20), latest: false, scheduler: scheduler)
//
// Work it out from Debounce.swift and Throttle.swift.
//
// Check it: swift run rxbook check 20.2     Stuck? swift run rxbook hint 20.2
// Why: debounce sends an element only after two quiet frames, and on completion sends the one
// still waiting at once; throttle sends the first element of a window at once and, with latest,
// the last one of the window when it closes; without latest it drops what comes inside the window.
// See Chapters/20-Time/README.md, sections "debounce" and "throttle".
let debounceLine = "----2------5-(6|)"
let throttleLine = "-1-2--3-4-5-6|"
let throttleNotLatestLine = "-1----3-4---6|"
