#if CH17
import RxReading
import RxReadingTest

extension MarbleDiagrams {
    /// Chapter 17's diagrams: one outer sequence of two inners, run through flatMap, concatMap
    /// and flatMapFirst, so the three lines can be read side by side.
    static let chapter17: [MarbleDiagram] = [
        MarbleDiagram(chapter: 17, name: "flat-map",
                      title: "flatMap subscribes to each inner as its element arrives and interleaves them; it completes when the outer and both inners have") {
            let scheduler = TestScheduler(initialClock: 0)
            let outer = try scheduler.createHotObservable("-a--b----|", values: ["a": "a", "b": "b"])
            let innerA = try scheduler.createColdObservable("-1---2|", values: ["1": 1, "2": 2])
            let innerB = try scheduler.createColdObservable("-3--4----|", values: ["3": 3, "4": 4])
            let sketch = MarbleSketch()
            let observer = scheduler.start {
                sketch.tap("outer", outer.asObservable(), on: scheduler).flatMap { $0 == "a" ? innerA : innerB }
            }
            sketch.subscriptions("inner for a", of: innerA)
            sketch.subscriptions("inner for b", of: innerB)
            sketch.observer("flatMap", observer)
            return sketch.drawing()
        },
        MarbleDiagram(chapter: 17, name: "concat-map",
                      title: "concatMap with the same outer and inners: the inner for b waits until the inner for a has completed") {
            let scheduler = TestScheduler(initialClock: 0)
            let outer = try scheduler.createHotObservable("-a--b----|", values: ["a": "a", "b": "b"])
            let innerA = try scheduler.createColdObservable("-1---2|", values: ["1": 1, "2": 2])
            let innerB = try scheduler.createColdObservable("-3--4----|", values: ["3": 3, "4": 4])
            let sketch = MarbleSketch()
            let observer = scheduler.start {
                sketch.tap("outer", outer.asObservable(), on: scheduler).concatMap { $0 == "a" ? innerA : innerB }
            }
            sketch.subscriptions("inner for a", of: innerA)
            sketch.subscriptions("inner for b", of: innerB)
            sketch.observer("concatMap", observer)
            return sketch.drawing()
        },
        MarbleDiagram(chapter: 17, name: "flat-map-first",
                      title: "flatMapFirst: b arrives while the inner for a runs and is dropped (its inner is never subscribed); c arrives after and is mapped") {
            let scheduler = TestScheduler(initialClock: 0)
            let outer = try scheduler.createHotObservable("-a--b----c--|", values: ["a": "a", "b": "b", "c": "c"])
            let innerA = try scheduler.createColdObservable("-1---2|", values: ["1": 1, "2": 2])
            let innerB = try scheduler.createColdObservable("-3--4----|", values: ["3": 3, "4": 4])
            let innerC = try scheduler.createColdObservable("-5|", values: ["5": 5])
            let inners = ["a": innerA, "b": innerB, "c": innerC]
            let sketch = MarbleSketch()
            let observer = scheduler.start {
                sketch.tap("outer", outer.asObservable(), on: scheduler).flatMapFirst { inners[$0]! }
            }
            sketch.subscriptions("inner for a", of: innerA)
            sketch.subscriptions("inner for b", of: innerB)
            sketch.subscriptions("inner for c", of: innerC)
            sketch.observer("flatMapFirst", observer)
            return sketch.drawing()
        },
    ]
}
#endif
