#if CH26
import RxReading
import RxReadingTest

private struct RequestFailed: Error {}

extension MarbleDiagrams {
    /// Chapter 26's diagrams: what `asDriver(onErrorJustReturn:)` makes of an error, and what a
    /// late subscriber gets from a `Driver` and from a `Signal` of the same taps.
    static let chapter26: [MarbleDiagram] = [
        MarbleDiagram(chapter: 26, name: "as-driver-error",
                      title: "asDriver(onErrorJustReturn: 0): the source's error becomes the element 0 and a completion, at the error's tick") {
            let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
            let source = try scheduler.createHotObservable("-1-2-#", values: ["1": 1, "2": 2], error: RequestFailed())
            let sketch = MarbleSketch()
            var observer: TestableObserver<Int>!
            SharingScheduler.mock(scheduler: scheduler) {
                observer = scheduler.start { source.asDriver(onErrorJustReturn: 0) }
            }
            sketch.events("source sends", source.recordedEvents)
            sketch.subscriptions("subscribed", of: source)
            sketch.observer("asDriver", observer)
            return sketch.drawing()
        },
        MarbleDiagram(chapter: 26, name: "driver-vs-signal",
                      title: "The same taps as a Driver and as a Signal, each with a subscriber at 200 and one at 250: the late Driver subscriber gets tap 1 at once, the late Signal subscriber never sees it") {
            let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
            let taps = try scheduler.createHotObservable("--1----2--", values: ["1": 1, "2": 2])
            let sketch = MarbleSketch(originNote: "tick 200, where the first subscribers subscribe")
            let driverEarly = scheduler.createObserver(Int.self)
            let driverLate = scheduler.createObserver(Int.self)
            let signalEarly = scheduler.createObserver(Int.self)
            let signalLate = scheduler.createObserver(Int.self)
            let bag = DisposeBag()
            SharingScheduler.mock(scheduler: scheduler) {
                let driver = taps.asDriver(onErrorJustReturn: 0)
                let signal = taps.asSignal(onErrorJustReturn: 0)
                scheduler.scheduleAt(200) {
                    driver.drive(driverEarly).disposed(by: bag)
                    signal.emit(to: signalEarly).disposed(by: bag)
                }
                scheduler.scheduleAt(250) {
                    driver.drive(driverLate).disposed(by: bag)
                    signal.emit(to: signalLate).disposed(by: bag)
                }
                scheduler.start()
            }
            sketch.events("taps", taps.recordedEvents)
            sketch.observer("Driver at 200", driverEarly)
            sketch.observer("Driver at 250", driverLate)
            sketch.observer("Signal at 200", signalEarly)
            sketch.observer("Signal at 250", signalLate)
            return sketch.drawing()
        },
    ]
}
#endif
