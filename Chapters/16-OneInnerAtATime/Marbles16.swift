#if CH16
import RxReading
import RxReadingTest

extension MarbleDiagrams {
    /// Chapter 16's diagram: switchLatest follows the newest inner and drops the one before.
    static let chapter16: [MarbleDiagram] = [
        MarbleDiagram(chapter: 16, name: "switch-latest",
                      title: "switchLatest: each inner the outer sends replaces the one before, whose subscription ends at once; the result completes when the outer and the current inner have both completed") {
            let scheduler = TestScheduler(initialClock: 0)
            let digits: [Character: Int] = ["1": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7]
            let outer = try scheduler.createHotObservable("-a---b---|", values: ["a": "a", "b": "b"])
            let innerA = try scheduler.createHotObservable("--1-2-3-4-|", values: digits)
            let innerB = try scheduler.createHotObservable("---5--6---7-|", values: digits)
            let sketch = MarbleSketch()
            let result = scheduler.start {
                sketch.tap("outer sends", outer.asObservable(), on: scheduler)
                    .map { $0 == "a" ? innerA : innerB }
                    .switchLatest()
            }
            sketch.subscriptions("inner a subscribed", of: innerA)
            sketch.events("inner a sends", innerA.recordedEvents)
            sketch.subscriptions("inner b subscribed", of: innerB)
            sketch.events("inner b sends", innerB.recordedEvents)
            sketch.observer("switchLatest: observer", result)
            return sketch.drawing()
        },
    ]
}
#endif
