// The checks of exercise 23.3. Run them with: swift run rxbook check 23.3
import ExerciseKit
@testable import RxReading

ExerciseCheck.run("23.3", "a change detector that drifts") { check in
    let repeats = EventLog<String>()
    _ = Observable.of("a", "a", "b", "b", "a").changes(by: { $0 }, areEqual: ==).subscribe(repeats)
    try check.equal(repeats.events, ["next(a)", "next(b)", "next(a)", "completed"],
                    "with == as equality, repeats in a row are dropped and a value that comes back passes")

    var keys = 0
    let readings = EventLog<Int>()
    _ = Observable.of(100, 104, 108, 112, 116)
        .changes(by: { (reading: Int) -> Int in
            keys += 1
            return reading
        }, areEqual: { abs($0 - $1) < 5 })
        .subscribe(readings)
    try check.equal(readings.events, ["next(100)", "next(108)", "next(116)", "completed"],
                    "each reading is compared with the last one sent: a slow drift still counts as a change")
    try check.equal(keys, 5, "the key selector runs once per element")

    let failing = EventLog<Int>()
    _ = Observable.of(1, 2, 3).changes(by: { (value: Int) -> Int in
        if value == 3 { throw ExerciseError("bad key") }
        return value
    }, areEqual: ==).subscribe(failing)
    try check.equal(failing.events, ["next(1)", "next(2)", "error(bad key)"],
                    "a key selector that throws ends the sequence with its error")
}
