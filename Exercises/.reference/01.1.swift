// Exercise 01.1 (predict): Event.map, one event at a time.
// Practises chapter 01, "Events": Event's cases and Event.map, which transforms one event and
// knows nothing of the events around it.
//
// The checks take this history of four events, written as each event's text:
//
//     next(1)   next(2)   next(3)   completed
//
// and map every event, one after the other, with this transform:
//
//     { value in
//         if value == 2 { throw ExerciseError("two") }
//         return value * 10
//     }
//
// Write down the text of the four mapped events, in order (an error prints as `error(two)`).
// Think about what `map` does when the transform throws, and whether one event's map can see
// what happened to the event before it.
//
// Check it: swift run rxbook check 01.1     Stuck? swift run rxbook hint 01.1

// Why: `Event.map` is called once per event and keeps nothing between calls, so the error
// thrown for 2 becomes `error(two)` in that one place and the next call maps 3 as if nothing had
// happened. Stopping after an error is the job of whoever sends or receives the events, not of
// `map`. See Chapters/01-Events/README.md, section "Mapping an event".
/// The four mapped events, as text, in order.
let prediction: [String] = ["next(10)", "error(two)", "next(30)", "completed"]
