// Chapter 07's marble diagrams run on RxReadingTest's TestScheduler, which arrives with
// chapter 12: they exist in the builds that include it.
#if CH12
import RxReading
import RxReadingTest

extension MarbleDiagrams {
    /// The numbers 1 to 4, one every two frames, then completed: the source of chapter 07's
    /// operator diagrams.
    private static let oneToFour = "-1-2-3-4-|"
    private static let digits: [Character: Int] = ["1": 1, "2": 2, "3": 3, "4": 4]

    /// One operator between a cold source and `start()`'s observer, with a stage for the source's
    /// events, one for its subscription, and one for what the operator delivers.
    private static func operatorDiagram(_ label: String, _ apply: @escaping (Observable<Int>) -> Observable<Int>) throws -> MarbleDrawing {
        let scheduler = TestScheduler(initialClock: 0)
        let source = try scheduler.createColdObservable(oneToFour, values: digits)
        let sketch = MarbleSketch()
        let observer = scheduler.start { apply(sketch.tap("source", source.asObservable(), on: scheduler)) }
        sketch.subscriptions("source subscribed", of: source)
        sketch.observer(label, observer)
        return sketch.drawing()
    }

    /// Chapter 07's diagrams: each operator's effect over time, and the sources that are points.
    static let chapter07: [MarbleDiagram] = [
        MarbleDiagram(chapter: 7, name: "map",
                      title: "map changes each value, never its frame") {
            try operatorDiagram("map { $0 * 10 }") { $0.map { $0 * 10 } }
        },
        MarbleDiagram(chapter: 7, name: "filter",
                      title: "filter leaves the refused elements' frames empty") {
            try operatorDiagram("filter { $0 % 2 == 0 }") { $0.filter { $0 % 2 == 0 } }
        },
        MarbleDiagram(chapter: 7, name: "take",
                      title: "take(2) completes in its second element's frame, and unsubscribes there") {
            try operatorDiagram("take(2)") { $0.take(2) }
        },
        MarbleDiagram(chapter: 7, name: "take-while",
                      title: "take(while:) ends at the first refused element, which it drops") {
            try operatorDiagram("take(while: { $0 < 3 })") { $0.take(while: { $0 < 3 }) }
        },
        MarbleDiagram(chapter: 7, name: "points",
                      title: "just, of, empty, never, error: all in the subscription's frame") {
            let sketch = MarbleSketch()
            func run(_ label: String, _ make: @escaping () -> Observable<Int>) {
                let scheduler = TestScheduler(initialClock: 0)
                // never() never ends: the run stops at 250, five frames after the subscription.
                sketch.observer(label, scheduler.start(disposed: 250, create: make))
            }
            run("just(1)") { .just(1) }
            run("of(1, 2, 3)") { .of(1, 2, 3) }
            run("empty()") { .empty() }
            run("never()") { .never() }
            run("error(boom)") { .error(MarbleError("boom")) }
            return sketch.drawing(frames: 5)
        },
    ]
}
#endif
