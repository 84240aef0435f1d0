#if CH19
import RxReading
import RxReadingTest

extension MarbleDiagrams {
    /// Chapter 19's diagrams: when combineLatest, zip and withLatestFrom send, and when they end,
    /// with a source that completes early and one that completes without ever sending.
    static let chapter19: [MarbleDiagram] = [
        MarbleDiagram(chapter: 19, name: "combine-latest",
                      title: "combineLatest waits for both, then combines each element with the other's latest; numbers completes early and its last value goes on being used; the result completes when both have") {
            let scheduler = TestScheduler(initialClock: 0)
            let a = try scheduler.createHotObservable("-1---2|", values: ["1": 1, "2": 2])
            let b = try scheduler.createHotObservable("---x----y--z|", values: ["x": "x", "y": "y", "z": "z"])
            let sketch = MarbleSketch()
            let observer = scheduler.start {
                Observable.combineLatest(sketch.tap("numbers", a.asObservable(), on: scheduler),
                                         sketch.tap("letters", b.asObservable(), on: scheduler)) { "\($0)\($1)" }
            }
            sketch.observer("combineLatest", observer)
            return sketch.drawing()
        },
        MarbleDiagram(chapter: 19, name: "combine-latest-silent",
                      title: "combineLatest and a source that completes without sending: no combination can come any more, yet nothing happens until the other source sends again (RxSwift #2317)") {
            let scheduler = TestScheduler(initialClock: 0)
            let a = try scheduler.createHotObservable("-1-------2--3|", values: ["1": 1, "2": 2, "3": 3])
            let silent = try scheduler.createHotObservable("---|", values: [Character: Int]())
            let sketch = MarbleSketch()
            let observer = scheduler.start {
                Observable.combineLatest(sketch.tap("numbers", a.asObservable(), on: scheduler),
                                         sketch.tap("silent", silent.asObservable(), on: scheduler)) { $0 + $1 }
            }
            sketch.observer("combineLatest", observer)
            return sketch.drawing()
        },
        MarbleDiagram(chapter: 19, name: "zip",
                      title: "zip pairs by position and queues what runs ahead; once numbers is done and its queue empty no pair can come, but zip(numbers, letters) waits for letters to complete, while zip([numbers, letters]) ends at the next letter") {
            let scheduler = TestScheduler(initialClock: 0)
            let a = try scheduler.createHotObservable("-12|", values: ["1": 1, "2": 2])
            let b = try scheduler.createHotObservable("----x--y---z---|", values: ["x": "x", "y": "y", "z": "z"])
            let sketch = MarbleSketch()
            sketch.events("numbers", a.recordedEvents)
            sketch.events("letters", b.recordedEvents)
            let collection = scheduler.createObserver(String.self)
            var subscription: Disposable?
            scheduler.scheduleAt(200) {
                subscription = Observable.zip([a.map { "\($0)" }, b.asObservable()]) { $0.joined() }
                    .subscribe(collection)
            }
            scheduler.scheduleAt(1000) { subscription?.dispose() }
            let observer = scheduler.start { Observable.zip(a, b) { "\($0)\($1)" } }
            sketch.observer("zip(numbers, letters)", observer)
            sketch.observer("zip([numbers, letters])", collection)
            return sketch.drawing()
        },
        MarbleDiagram(chapter: 19, name: "with-latest-from",
                      title: "first.withLatestFrom(second): 1 comes before second has a value and is dropped; second completing changes nothing; the result ends with first") {
            let scheduler = TestScheduler(initialClock: 0)
            let first = try scheduler.createHotObservable("-1--2---3--4|", values: ["1": 1, "2": 2, "3": 3, "4": 4])
            let second = try scheduler.createHotObservable("---x---y|", values: ["x": "x", "y": "y"])
            let sketch = MarbleSketch()
            let observer = scheduler.start {
                sketch.tap("first", first.asObservable(), on: scheduler)
                    .withLatestFrom(sketch.tap("second", second.asObservable(), on: scheduler)) { "\($0)\($1)" }
            }
            sketch.observer("withLatestFrom", observer)
            return sketch.drawing()
        },
    ]
}
#endif
