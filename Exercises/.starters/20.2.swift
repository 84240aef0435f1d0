// Exercise 20.2 (predict): debounce and throttle on one source.
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
let debounceLine = ""
let throttleLine = ""
let throttleNotLatestLine = ""
