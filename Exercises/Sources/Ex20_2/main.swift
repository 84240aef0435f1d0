// The checks of exercise 20.2. Run them with: swift run rxbook check 20.2
import ExerciseKit
import RxReading
import RxReadingTest

let values: [Character: Int] = ["1": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6]

func record(_ operate: @escaping (Observable<Int>, TestScheduler) -> Observable<Int>) throws -> [Recorded<Event<Int>>] {
    let scheduler = TestScheduler(initialClock: 0)
    let source = try scheduler.createHotObservable("-12---3-45--6|", values: values)
    return scheduler.start { operate(source.asObservable(), scheduler) }.events
}

ExerciseCheck.run("20.2", "debounce and throttle on one source") { check in
    try check.marbleLine(debounceLine, matches: try record { $0.debounce(.seconds(20), scheduler: $1) },
                         values: values, "debounce(20)")
    try check.marbleLine(throttleLine, matches: try record { $0.throttle(.seconds(20), scheduler: $1) },
                         values: values, "throttle(20)")
    try check.marbleLine(throttleNotLatestLine,
                         matches: try record { $0.throttle(.seconds(20), latest: false, scheduler: $1) },
                         values: values, "throttle(20, latest: false)")
}
